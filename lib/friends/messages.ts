// Messages of friends and the user popup. Quoted from the specs where they name one; the rest are ours.
export const FRIEND_MESSAGES = {
  // The spec's loader failures and toasts.
  friendsNotFound: 'Friends could not be found',
  receivedNotFound: 'Incoming Friend Requests could not be found',
  sentNotFound: 'Sent Friend Requests could not be found',
  couldNotResend: 'Could not resend request',
  inviteSent: 'Invite successfully sent!',
  inviteSentTo: (email: string) => `Invite sent to ${email}.`,
  sent: 'Sent',
  requestResent: 'Request resent.',
  emailSent: 'Email sent successfully.',
  noInviteEmails: 'Must include at least 1 email address.',
  searchByNameOrEmail: 'Find friends by name or email',
  searchByName: 'Find friends by name',

  // ours
  userNotFound: 'User could not be found.',
  friendshipNotFound: 'Friend request could not be found.',
  notYourself: 'That is you: there is no friend status with yourself.',
  noRequestToYourself: 'You cannot send a friend request to yourself.',
  notAParticipant: 'That person cannot be added as a friend.',
  alreadyFriends: 'You are already friends.',
  alreadyRequested: 'You have already sent a friend request to this person.',
  alreadyInvited: 'You have already invited this address.',
  theyAlreadyAsked: 'This person has already sent you a friend request: accept it instead.',
  friendeeOrEmail: 'Give either friendee_id or friend_email.',
  onlyFriendeeAnswers: 'Only the person who received the request can accept or decline it.',
  onlyFrienderResends: 'Only the person who sent the request can resend it.',
  onlyFrienderWithdraws: 'Only the person who sent the request can withdraw it: decline it instead.',
  alreadyAnswered: 'This request has already been answered.',
  notPending: 'Only a pending request can be resent.',
  otherPerson: 'This request is for someone else.',
  registrationClosed: 'Registration is closed: only people who already have an account can be added.',
  invalidEmail: (email: string) => `${email} is not a valid email address.`,
  tooManyEmails: (max: number) => `Invite at most ${max} addresses at a time.`,
  notFriends: 'You can only email your friends.',
  messageRequired: 'Message is required.',
  searchTooShort: (min: number) => `Type at least ${min} characters to search.`,
  buddiesOff: 'Friends are not available in this program.',
  // the spec answers 403 on the status call when a moderator ended the friendship (status X)
  moderator: 'A moderator has closed this friendship.',
  messageTooLong: (max: number) => `Message must be at most ${max} characters.`,
  friendEmailInvalid: 'friend_email must be a valid email address.',
  statusPending: 'status must be P',
  statusAnswer: 'status must be one of A, D, P',
  listStatusOneOf: (values: string) => `status must be one of ${values}`,
  searchPurposeOneOf: (values: string) => `for must be one of ${values}`,
} as const;

/** What the user popup says for each derived friend status (ours). */
export const FRIEND_STATUS_TEXT = {
  0: 'Not friends yet',
  1: 'Sent you a friend request',
  2: 'Friend request sent',
  3: 'Friends',
} as const;
