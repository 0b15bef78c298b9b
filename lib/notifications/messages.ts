// What the notification centre says, in the spec's words where it has them (social-engagement.md §8).
export const NOTIFICATION_MESSAGES = {
  loadFailed: 'Notifications could not be loaded.',
  notFound: 'Notification could not be found.',
  otherUser: 'You can only see your own notifications.',
  idsRequired: "ids must be a list of notification ids or 'all'",
  badId: 'Each id must be a notification id (a positive whole number)',
  idsEmpty: 'ids must name at least one notification',
  tooManyIds: 'ids can name at most 500 notifications',
  nothingToUpdate: 'Say what changes: read, seen or cleared',
  forwardOnly: 'A notification only moves forward (seen, read, cleared): the value must be true',
  updateFailed: 'The notification could not be updated.',
  countsFailed: 'Counts could not be loaded.',
  emptyUnread: 'You’re all caught up.',
  emptyUnreadHint: 'New notifications about your friends, posts, messages, teams and badges show up here.',
  emptyCleared: 'No cleared notifications.',
  emptyClearedHint: 'Notifications you clear are kept here.',
  filterOneOf: (values: string) => `filter must be one of ${values}`,
} as const;
