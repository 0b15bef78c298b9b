// The wall's business constants (social-engagement.md "Business constants and limits").

/** Where a post lives: a promotion's wall, a location's (Site), a recipe's, a tip's, a custom page's, or a post (a comment thread). */
export const WALLABLE_TYPES = ['Promotion', 'Site', 'Recipe', 'Tip', 'Post', 'CustomContent'] as const;
export type WallableType = (typeof WALLABLE_TYPES)[number];

/** A shared item a post points at. */
export const POSTABLE_TYPES = ['Tip', 'Recipe', 'Article', 'Activity'] as const;
export type PostableType = (typeof POSTABLE_TYPES)[number];

/** The wall's tabs: every post, followed authors, colleagues of my location, friends, mine, posts I am tagged in. */
export const WALL_FILTERS = ['all', 'following', 'location', 'friends', 'my', 'tagged'] as const;
export type WallFilter = (typeof WALL_FILTERS)[number];

/** Posts per page on the main wall. */
export const MAIN_WALL_PAGE_SIZE = 20;
/** Posts per page on the expert wall, and by default. */
export const DEFAULT_WALL_PAGE_SIZE = 30;
/** Promotions per page in the expert's promotion list. */
export const EXPERT_LIST_PAGE_SIZE = 10;
/** The largest page a client may ask for (page_size 0, all, is refused on the wall: it can hold 100,000 posts). */
export const MAX_WALL_PAGE_SIZE = 100;
/** page_size=0 ("all records") answers at most this many newest posts; meta.links.next continues after them. */
export const WALL_ALL_CAP = 1_000;

/** Comments shown under a post on the wall before "show all". */
export const COMMENTS_SHOWN = 2;
/** How long the comment a reply link points at stays highlighted. */
export const REPLY_HIGHLIGHT_MS = 4000;

/** Longest post or comment, in characters. */
export const MAX_POST_LENGTH = 5000;
/** Most users one post may tag. */
export const MAX_TAGGED_USERS = 20;

/** Likes popover: up to this many names all shown; beyond, the first NAMES_BEFORE_OTHERS and a count. */
export const LIKES_ALL_NAMES_UP_TO = 10;
export const LIKES_NAMES_BEFORE_OTHERS = 9;

/** The synthetic first entry of a user's follows. */
export const ALL_FOLLOWING_ID = 'following';
export const ALL_FOLLOWING_NAME = 'All Following';

/** Name and picture a flagged post's author gets for viewers who may not see flagged content. */
export const FLAGGED_USER_NAME = 'Flagged User';
export const DEFAULT_USER_IMAGE = '/images/default-user.svg';

/** The reasons the wall's Report dialog offers (issue 32); the choice is optional and stored as its text. */
export const REPORT_REASONS = [
  'Spam or advertising',
  'Rude or hurtful',
  'Shares someone’s personal information',
  'Not about the program',
] as const;
