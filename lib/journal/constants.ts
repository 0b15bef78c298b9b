// My Journey (participant-core.md §2 "My Journey", §9 "Journey wall page size 30").
export const JOURNEY_WALL_PAGE_SIZE = 30;
/** Ours: long enough for a page of reflection, short enough to keep the PDF and the wall readable. */
export const JOURNAL_CONTENT_MAX_LENGTH = 5000;
/** Journal posts are rows of `posts` with these markers (docs/domain-model.md "Social"). */
export const JOURNAL_POSTABLE_TYPE = 'Journal';
export const JOURNAL_WALLABLE_TYPE = 'User';
