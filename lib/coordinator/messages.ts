// The coordinator dashboard's texts: the spec's (administration.md §5, §8) verbatim, and ours where it is silent.
export const COORDINATOR_MESSAGES = {
  noStats: 'No Stats Found.',
  participantsFailed: 'Oops, we could not get the participants.',
  messageNeeded: 'Oops, a message is needed.',
  notificationFailed: 'Could not send notification.',
  includeMessage: 'Please include a message.',
  sent: 'Sent',
  participantNotFound: 'Participant could not be found.',
  teamNotFound: 'Team could not be found.',
  postNotFound: 'Post could not be found.',
  recipientNotFound: 'Recipient could not be found.',
  tabHidden: 'This tab is not available for this promotion.',
  teamsOff: 'Teams are not enabled for this promotion.',
  cannotDeleteSelf: 'You cannot delete your own account here.',
  cannotDeleteAdministrator: 'Only participants can be deleted here.',
  leaderNotMember: 'The new leader must be a member of the team.',
} as const;
