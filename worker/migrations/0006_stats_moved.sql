-- The statistics have a database of their own (STATS, worker/migrations-stats): their tables go
-- from this one. A site deployed before copies its counts and digests over first (docs/deploy.md,
-- "Upgrading"); the salts and hashes are the day's only. The events API's rate counts left in
-- rate_limits are of windows that end within minutes, deleted by the cron.
DROP TABLE stat_counts;
DROP TABLE visitor_salts;
DROP TABLE stat_marks;
DROP TABLE stat_clients;
DROP TABLE digests;
