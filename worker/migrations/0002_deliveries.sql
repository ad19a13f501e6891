-- Each message is delivered to the studio once on each channel set up when it arrived: by email
-- (the send_email binding EMAIL) and, when NOTIFY_WEBHOOK_URL is set, to the webhook. A row per
-- message and channel holds that channel's state; the scheduled handler retries a row until it
-- is delivered, without sending the message again on the other channel.
CREATE TABLE deliveries (
  message_id TEXT NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
  attempts INTEGER NOT NULL DEFAULT 0,
  -- Set once the channel has taken the message; until then the scheduled handler retries.
  delivered_at TEXT,
  PRIMARY KEY (message_id, channel)
) WITHOUT ROWID;

CREATE INDEX deliveries_due ON deliveries (attempts) WHERE delivered_at IS NULL;

-- The messages stored so far keep their webhook state as it was.
INSERT INTO deliveries (message_id, channel, attempts, delivered_at)
  SELECT id, 'webhook', notify_attempts, notified_at FROM messages;

-- Those the studio was never told about are emailed (by the scheduled handler); those it was
-- told about are not sent again.
INSERT INTO deliveries (message_id, channel)
  SELECT id, 'email' FROM messages WHERE notified_at IS NULL;

DROP INDEX messages_to_notify;
ALTER TABLE messages DROP COLUMN notified_at;
ALTER TABLE messages DROP COLUMN notify_attempts;
