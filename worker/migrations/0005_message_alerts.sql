-- Past MESSAGES_PER_DAY messages in a UTC day (worker/messages.ts), the studio is told once for
-- the rest of the day instead of once per message. `notice` says how a delivery tells it: 'own'
-- (the message alone), 'alert' (the day's one alert, with the first message past the number) or
-- 'in-alert' (covered by that alert: nothing to send, so `delivered_at` is set when stored).
ALTER TABLE deliveries ADD COLUMN notice TEXT NOT NULL DEFAULT 'own'
  CHECK (notice IN ('own', 'alert', 'in-alert'));

-- The day's messages are counted as each one is stored.
CREATE INDEX messages_created ON messages (created_at);
