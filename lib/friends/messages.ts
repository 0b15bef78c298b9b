// Messages of friends and the user popup. Quoted from the specs where they name one; the rest are ours.
export const FRIEND_MESSAGES = {
  /** The spec's loader failure for the friends list. */
  friendsNotFound: 'Friends could not be found',
  // ours: the request lists come with the friends screens
  onlyAcceptedYet: 'Only status=A is supported yet.',
  // ours
  userNotFound: 'User could not be found.',
  notYourself: 'That is you: there is no friend status with yourself.',
  // ours: the spec answers 403 on the status call when a moderator ended the friendship (status X)
  moderator: 'A moderator has closed this friendship.',
} as const;

/** What the user popup says for each derived friend status (ours). */
export const FRIEND_STATUS_TEXT = {
  0: 'Not friends yet',
  1: 'Sent you a friend request',
  2: 'Friend request sent',
  3: 'Friends',
} as const;
