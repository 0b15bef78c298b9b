// Badge messages (ours). The notification of a badge earned ('badge_{id}') says its sentence from the
// notification-texts catalog (server/notifications/texts.ts).
export const BADGE_MESSAGES = {
  badgesLink: '/badges',
  statsNotFound: 'No Stats Found.',
  badgesNotFound: 'Badges could not be found.',
} as const;
