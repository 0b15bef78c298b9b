-- AlterTable
ALTER TABLE "notifications" ADD COLUMN     "emailed_at" TIMESTAMPTZ(3);

-- Hand-written
-- The guess throttle (docs/decisions/004-guess-throttling.md) also limits the social floods of one account: friend
-- requests and email invitations (friend_request), emails to a friend (friend_email) and messages (message_send).
ALTER TABLE "guess_attempts" DROP CONSTRAINT "guess_attempts_kind_check";
ALTER TABLE "guess_attempts" ADD CONSTRAINT "guess_attempts_kind_check" CHECK ("kind" IN (
  'pilot_password', 'eligibility_identifier', 'sign_in', 'email_check', 'password_reset_request', 'registration',
  'file_upload', 'wall_post', 'wall_like', 'wall_report', 'friend_request', 'friend_email', 'message_send'
));

-- People search (GET /api/users/search: friends, later duos and teams) matches a part of the full name, "first last",
-- case-insensitively, from 3 characters: a trigram index on exactly that expression keeps it an index scan at
-- 100,000 participants. Queries must use the same expression: lower(first_name || ' ' || last_name).
CREATE INDEX "profiles_full_name_trgm_idx" ON "profiles" USING gin ((lower("first_name" || ' ' || "last_name")) gin_trgm_ops);

-- Email notifications (server/notification-mail): a user's notifications not yet emailed, newest first, for the
-- digest job. Partial, so it holds only the few rows still waiting.
CREATE INDEX "notifications_unemailed_idx" ON "notifications" ("user_id", "created_at") WHERE "emailed_at" IS NULL AND "cleared" = false;
