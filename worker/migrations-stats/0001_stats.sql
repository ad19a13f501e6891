-- The site's own statistics (worker/stats.ts, docs/stats.md), in a database of their own: a flood
-- of counts never queues before a message being stored. Counts per UTC day and dimension, nothing
-- about a person. `metric` is what was counted (a page view, a project opened from a card…), `key`
-- which one (the page's path, the project's slug, the referring site's host; '' for a total).
CREATE TABLE stat_counts (
  day TEXT NOT NULL,
  metric TEXT NOT NULL,
  key TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, metric, key)
) WITHOUT ROWID;

-- One random salt per UTC day, to tell the day's repeat visits apart without knowing who made
-- them. It is deleted with the day's hashes (below) once the day is over.
CREATE TABLE visitor_salts (
  day TEXT PRIMARY KEY,
  salt TEXT NOT NULL
) WITHOUT ROWID;

-- What has been counted for whom today: `hash` is the visitor's (salt, address, user agent) or the
-- client's (salt, address); `metric` and `key` as in stat_counts ('visitors' '' is the visitor).
-- Without the salt, which is deleted with them, a hash cannot be matched to anyone.
CREATE TABLE stat_marks (
  day TEXT NOT NULL,
  hash TEXT NOT NULL,
  metric TEXT NOT NULL,
  key TEXT NOT NULL,
  PRIMARY KEY (day, hash, metric, key)
) WITHOUT ROWID;

-- How many page views and events each client (SHA-256 of the day's salt and its address) has
-- sent today, up to one past the day's limit.
CREATE TABLE stat_clients (
  day TEXT NOT NULL,
  hash TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, hash)
) WITHOUT ROWID;

-- Each week's digest email, inserted before it is sent: a cron run that finds its week here sends
-- nothing. `week` is the Monday the digest was sent on (YYYY-MM-DD).
CREATE TABLE digests (
  week TEXT PRIMARY KEY,
  sent_at TEXT NOT NULL
) WITHOUT ROWID;

-- The events API's rate limit (worker/rateLimit.ts): requests per client (a salted hash of its
-- address) and window; rows of past windows are deleted by the scheduled handler. The contact
-- API's stays with the messages.
CREATE TABLE rate_limits (
  client TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (client, window_start)
) WITHOUT ROWID;
