// The limits of gift points (docs/gifts.md "Limits"). The spec names none; these are ours, shown on the gifting
// screen so a giver knows them before trying.

/** A giver has at most this many offers waiting for an answer at a time. */
export const MAX_PENDING_OFFERS_PER_GIVER = 1;

/** Offers a giver may make in any 7 days (declined ones count: the limit is on asking, not on points moved). */
export const MAX_OFFERS_PER_WEEK = 3;
export const OFFER_WINDOW_DAYS = 7;

/** The giver's recent offers the gifting screen lists. */
export const RECENT_OFFERS_SHOWN = 10;

/** Notification keys (their gift_ prefix: the prompt refetches on notificationPublished with one of these). */
export const GIFT_KEY_PREFIX = 'gift_';
export const giftOfferedKey = (workBonusId: number) => `gift_offered_${workBonusId}`;
export const giftAnsweredKey = (workBonusId: number) => `gift_answered_${workBonusId}`;

/** Where gift notifications lead: the gifting screen (the prompt shows on every page anyway). */
export const GIFTS_PATH = '/gifts';
