-- Hand-written: the stranded-mail sweep (server/mail/requeue.ts) reads the few rows still 'queued' without walking
-- every delivered email.
CREATE INDEX "email_messages_queued_idx" ON "email_messages"("created_at") WHERE "status" = 'queued';
