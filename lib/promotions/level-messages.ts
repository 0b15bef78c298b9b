// The refusals of a promotion's levels and point thresholds (server/promotions/admin/levels.ts). They are here, in
// lib, so the errors catalog can read them (lib/i18n/error-sources.ts).
export const LEVEL_MESSAGES = {
  save: 'Could not save levels',
  delete: 'Could not delete level!',
} as const;

export const THRESHOLD_MESSAGES = {
  save: 'Could not save point threshold',
  remove: 'Could not remove point threshold!',
  behaviorRequired: 'Choose the behavior this threshold counts.',
  notFound: 'Point threshold could not be found.',
} as const;
