// The activity catalogue's request messages (the errors catalog reads them: lib/i18n/error-sources.ts).
export const ACTIVITY_MESSAGES = {
  weekMin: 'week must be 1 or more',
  categoryOneOf: (values: string) => `category must be one of ${values}`,
  groupOneOf: (values: string) => `group must be one of ${values}`,
  bookmarkedBoolean: 'bookmarked must be true or false',
} as const;
