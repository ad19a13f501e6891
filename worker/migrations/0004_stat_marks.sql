-- Counting once per visitor or client and day, and a ceiling per client and day (worker/stats.ts,
-- docs/stats.md). Both tables are deleted with the day's salt by the first count of the next day
-- (and by the cron): without the salt, their hashes cannot be matched to anyone.

-- What has been counted for whom today: `hash` is the visitor's (salt, address, user agent) or the
-- client's (salt, address); `metric` and `key` as in stat_counts ('visitors' '' is the visitor).
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

-- The visitors of a day are now marks ('visitors', '') in stat_marks.
DROP TABLE visitors;
