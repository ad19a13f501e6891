-- The messages sent through the contact form: what the studio needs to answer, nothing more.
CREATE TABLE messages (
  id TEXT PRIMARY KEY,
  -- Chosen by the form for each message it sends, so a retry is never stored twice.
  idempotency_key TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL,
  locale TEXT NOT NULL,
  created_at TEXT NOT NULL,
  -- Set once the studio has been told; until then the scheduled handler retries.
  notified_at TEXT,
  notify_attempts INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX messages_to_notify ON messages (notify_attempts, created_at) WHERE notified_at IS NULL;

-- Requests per client and time window, for the rate limit. `client` is a salted hash of the
-- client's IP address (never the address itself); rows of past windows are deleted by the
-- scheduled handler.
CREATE TABLE rate_limits (
  client TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (client, window_start)
) WITHOUT ROWID;
