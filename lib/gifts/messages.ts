// Messages of gift points: the API's refusals and the screens' texts. The spec quotes none for gifting; all ours.
import { MAX_OFFERS_PER_WEEK } from './constants';

export const GIFT_MESSAGES = {
  // API refusals
  giftsOff: 'Gift points are not available in this program.',
  userNotFound: 'User could not be found.',
  notYourself: 'You cannot gift points to yourself.',
  notEligible: 'Gift points can only be given to members of a team in the competition.',
  nothingToGive: 'You have no gift points to give.',
  offerPending: 'Your last gift is still waiting for an answer.',
  weeklyLimit: `You can offer gift points ${MAX_OFFERS_PER_WEEK} times a week.`,
  programEnded: 'The program has ended: gift points can no longer be given or accepted.',
  giftNotFound: 'Gift could not be found.',
  alreadyAccepted: 'This gift was already accepted.',
  alreadyDeclined: 'This gift was already declined.',

  // Screens
  title: 'Gift Points',
  offeredYou: (name: string, points: number) => `${name} offered you ${points} points`,
  accepted: (points: number) => `${points} points added to your total.`,
  declined: 'Gift declined.',
  offerSent: (name: string) => `Gift offered to ${name}.`,
  couldNotAnswer: 'Could not answer the gift. Please try again.',
  couldNotOffer: 'Could not offer the gift.',
  couldNotLoad: 'Gift points could not be loaded.',
} as const;
