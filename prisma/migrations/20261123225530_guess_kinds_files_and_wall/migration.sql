-- Hand-written
-- The guess throttle (server/security/guess-throttle.ts) also limits signed-in floods: photo uploads per user
-- (file_upload) and the wall's posts, likes and reports (wall_post, wall_like, wall_report); one migration for all
-- four so the CHECK is replaced once (docs/decisions/004-guess-throttling.md).
ALTER TABLE "guess_attempts" DROP CONSTRAINT "guess_attempts_kind_check";
ALTER TABLE "guess_attempts" ADD CONSTRAINT "guess_attempts_kind_check" CHECK ("kind" IN (
  'pilot_password', 'eligibility_identifier', 'sign_in', 'email_check', 'password_reset_request', 'registration',
  'file_upload', 'wall_post', 'wall_like', 'wall_report'
));
