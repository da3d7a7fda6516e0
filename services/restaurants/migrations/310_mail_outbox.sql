-- Mails waiting to go (nest-core's MailOutbox): written in the transaction of the change that causes them, sent by
-- the worker of whichever replica locks the row first (FOR UPDATE SKIP LOCKED), retried with exponential backoff;
-- 'failed' rows stay for inspection, 'sent' ones for 7 days.
CREATE TABLE restaurants_mail_outbox (
  id bigserial PRIMARY KEY,
  mail jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX restaurants_mail_outbox_due_idx ON restaurants_mail_outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX restaurants_mail_outbox_sent_idx ON restaurants_mail_outbox (sent_at) WHERE status = 'sent';
