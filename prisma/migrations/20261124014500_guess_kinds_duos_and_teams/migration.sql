-- Hand-written
-- The guess throttle (docs/decisions/004-guess-throttling.md) also limits duo invitations (duo_request) and team
-- invitations and join requests (team_invite; an invitation by email sends one) of one account.
ALTER TABLE "guess_attempts" DROP CONSTRAINT "guess_attempts_kind_check";
ALTER TABLE "guess_attempts" ADD CONSTRAINT "guess_attempts_kind_check" CHECK ("kind" IN (
  'pilot_password', 'eligibility_identifier', 'sign_in', 'email_check', 'password_reset_request', 'registration',
  'file_upload', 'wall_post', 'wall_like', 'wall_report', 'friend_request', 'friend_email', 'message_send',
  'duo_request', 'team_invite'
));
