// My Journey: reflections grouped by day, 30 to a page of the journey wall.
export const JOURNEY_WALL_PAGE_SIZE = 30;
/** Ours: long enough for a page of reflection, short enough to keep the PDF and the wall readable. */
export const JOURNAL_CONTENT_MAX_LENGTH = 5000;
/** Journal posts are rows of `posts` with these markers (docs/domain-model.md "Social"). */
export const JOURNAL_POSTABLE_TYPE = 'Journal';
export const JOURNAL_WALLABLE_TYPE = 'User';
