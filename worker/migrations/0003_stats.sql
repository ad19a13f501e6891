-- The site's own statistics (worker/stats.ts, docs/stats.md): counts per UTC day and dimension,
-- nothing about a person. `metric` is what was counted (a page view, a project opened from a
-- card…), `key` which one (the page's path, the project's slug, the referring site's host; '' for
-- a total).
CREATE TABLE stat_counts (
  day TEXT NOT NULL,
  metric TEXT NOT NULL,
  key TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, metric, key)
) WITHOUT ROWID;

-- One random salt per UTC day, to tell the day's repeat visits apart without knowing who made
-- them. The scheduled handler deletes a day's salt, and its visitors, once the day is over.
CREATE TABLE visitor_salts (
  day TEXT PRIMARY KEY,
  salt TEXT NOT NULL
) WITHOUT ROWID;

-- The day's visitors: SHA-256 of (the day's salt, address, user agent). Without the salt, which is
-- deleted with them, a hash cannot be matched to anyone, nor to the same visitor another day.
CREATE TABLE visitors (
  day TEXT NOT NULL,
  hash TEXT NOT NULL,
  PRIMARY KEY (day, hash)
) WITHOUT ROWID;

-- Each week's digest email, inserted before it is sent: a cron run that finds its week here sends
-- nothing. `week` is the Monday the digest was sent on (YYYY-MM-DD).
CREATE TABLE digests (
  week TEXT PRIMARY KEY,
  sent_at TEXT NOT NULL
) WITHOUT ROWID;
