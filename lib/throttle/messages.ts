// ours: the social floods of one account (friends, messages, duos, teams), refused by server/security/guess-throttle.ts.
// Here, in lib, so the errors catalog can read them (lib/i18n/error-sources.ts).
export const SOCIAL_FLOOD_MESSAGES = {
  tooManyFriendRequests: 'You have sent a lot of friend requests in the last hour. Please try again later.',
  tooManyFriendEmails: 'You have sent a lot of emails in the last hour. Please try again later.',
  tooManyMessages: 'You are sending messages too quickly. Please wait a moment.',
  tooManyDuoRequests: 'You have sent a lot of duo invitations in the last hour. Please try again later.',
  tooManyTeamInvites: 'You have sent a lot of team invitations in the last hour. Please try again later.',
} as const;
