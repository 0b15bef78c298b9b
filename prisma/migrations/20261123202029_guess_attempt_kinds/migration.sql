-- Hand-written
-- The guess throttle (server/security/guess-throttle.ts) now also counts sign-in failures, "email taken" answers,
-- forgotten-password requests and refused registrations (docs/decisions/004-guess-throttling.md).
ALTER TABLE "guess_attempts" DROP CONSTRAINT "guess_attempts_kind_check";
ALTER TABLE "guess_attempts" ADD CONSTRAINT "guess_attempts_kind_check" CHECK ("kind" IN (
  'pilot_password', 'eligibility_identifier', 'sign_in', 'email_check', 'password_reset_request', 'registration'
));
