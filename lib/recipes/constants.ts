// The spec's constants for recipes (social-engagement.md "Recipes and tips", §9).

/** 1 to 5 stars, stored as 20 per star (20 … 100). */
export const STARS = [1, 2, 3, 4, 5] as const;
export const SCORE_PER_STAR = 20;
/** The star labels, 1 to 5. */
export const RATING_LABELS = ['Poor', 'Okay', 'Good', 'Great', 'Awesome'] as const;
/** How long 'rating cleared' stays on screen. */
export const RATING_CLEARED_MS = 2500;

/** The category filter of /recipes/all: all, the four courses (breakfast includes brunch), favorites. */
export const RECIPE_FILTERS = ['all', 'breakfast', 'lunch', 'dinner', 'snacks', 'favorites'] as const;
export type RecipeFilter = (typeof RECIPE_FILTERS)[number];
export const RECIPE_COURSES = ['breakfast', 'lunch', 'dinner', 'snacks'] as const;
export type RecipeCourse = (typeof RECIPE_COURSES)[number];
export const RECIPE_FILTER_LABELS: Record<RecipeFilter, string> = {
  all: 'All', breakfast: 'Breakfast & Brunch', lunch: 'Lunch', dinner: 'Dinner', snacks: 'Snacks', favorites: 'Favorites',
};

/** /recipes/all shows 3 first, then 20 more per 'show more'. */
export const RECIPES_FIRST = 3;
export const RECIPES_MORE = 20;
/** A summary in a list is cut at 190 characters. */
export const SUMMARY_LENGTH = 190;

/** Recently viewed recipes (and tips) kept per user, on the server. */
export const RECENT_VIEWS_KEPT = 8;

/** The score stored for a number of stars (1 → 20 … 5 → 100). */
export const scoreForStars = (stars: number) => stars * SCORE_PER_STAR;
/** The stars of a stored score (20 → 1 … 100 → 5). */
export const starsForScore = (score: number) => Math.round(score / SCORE_PER_STAR);

/** A summary cut at 190 characters on a word boundary, with an ellipsis when cut. */
export function summarize(text: string | null | undefined, length: number = SUMMARY_LENGTH): string {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  if (plain.length <= length) return plain;
  const cut = plain.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** Minutes as people say them: 45 min, 1 hr, 1 hr 20 min. */
export function formatMinutes(minutes: number | null | undefined): string | null {
  if (minutes === null || minutes === undefined) return null;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} hr` : `${h} hr ${m} min`;
}
