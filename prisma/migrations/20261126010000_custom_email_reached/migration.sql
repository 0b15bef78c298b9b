-- A sent one-time email records how many addresses it reached (docs/push-and-campaign-emails.md): null until it is
-- sent (or fails part way, then the number reached before the failure); shown in the queue.
ALTER TABLE "custom_emails" ADD COLUMN "reached_count" INTEGER;
