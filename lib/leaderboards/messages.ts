// Messages of the leaderboard routes (ours: the specs only say a tab "redirects home if its feature is off").
export const LEADERBOARD_MESSAGES = {
  individualOff: 'The individual leaderboard is not available in this program.',
  friendsOff: 'The friends leaderboard is not available in this program.',
  teamsOff: 'The team leaderboard is not available in this program.',
  locationOff: 'The location leaderboard is not available in this program.',
  promotionNotFound: 'Promotion could not be loaded.',
  competitionNotFound: 'Competition could not be found',
  locationNotFound: 'Location could not be found.',
  friendsOfNotFound: 'Friends could not be found',
  queryTooLong: 'query is too long',
} as const;
