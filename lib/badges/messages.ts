// Badge notification texts (ours: the spec names the key shape 'badge_{id}', not the wording).
export const BADGE_MESSAGES = {
  earnedTitle: 'New badge!',
  earned: (name: string) => `You earned the ${name} badge.`,
  badgesLink: '/badges',
  statsNotFound: 'No Stats Found.',
  badgesNotFound: 'Badges could not be found.',
} as const;
