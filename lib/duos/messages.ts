// Messages of duos and the pair-me queue. The spec names none for duos: all of these are ours.
export const DUO_MESSAGES = {
  duosOff: 'Duos are not available in this program.',
  duosEnded: 'Duos have ended for this program.',
  noCollection: 'There are no duos to choose from in this program yet.',
  templateNotFound: 'Duo template could not be found.',
  duoNotFound: 'Duo could not be found.',
  userNotFound: 'User could not be found.',
  notYourself: 'You cannot start a duo with yourself.',
  onlyFriends: 'You can only invite friends to a duo.',
  youAtLimit: (max: number) => `You are already in ${max} duos. Finish or withdraw from one before starting another.`,
  theyAtLimit: (name: string, max: number) => `${name} is already in ${max} duos.`,
  alreadyInvited: 'There is already a duo invitation between you and this friend.',
  onlyReceiverAnswers: 'Only the person invited can accept or decline a duo invitation.',
  notPending: 'This duo invitation has already been answered.',
  alreadyCompleted: 'This duo is already completed: it can be archived, not withdrawn.',
  notCompleted: 'Only a completed duo can be archived.',
  pairOnlyYourself: 'You can only add yourself to the Pair Me queue.',
  alreadyQueued: 'You are already waiting in the Pair Me queue.',
  queueEntryNotFound: 'Pair Me entry could not be found.',
  notQueued: 'This Pair Me entry is no longer waiting: it was paired or withdrawn.',
  // The notifications' sentences are in the notification-texts catalog (server/notifications/texts.ts).
} as const;
