// Messages of recipes, tips and sharing by email (social-engagement.md §5 and §8; the rest are ours).
export const RECIPE_MESSAGES = {
  recipesNotFound: 'Recipes could not be found',
  dailyRecipeNotFound: 'Daily recipe could not be found',
  recipeNotFound: 'Recipe could not be found',
  scoreRange: 'Score must be a whole number of stars from 1 to 5.',
  ratingCleared: 'Rating cleared',
  favoritesNeedSignIn: 'Please log in to see your favorites.',
  categoryOneOf: (values: string) => `category must be one of ${values}`,
  searchTooLong: 'search is too long',
} as const;

export const TIP_MESSAGES = {
  tipsNotFound: 'Tips could not be found',
  tipNotFound: 'Tip could not be found',
  dailyTipNotFound: 'Daily tip could not be found',
  contentNotFound: 'Custom Content could not be found',
  viaInvalid: 'via must be one of email, facebook, twitter, linkedin, wall, link',
  categoryTips: 'category must be tips',
} as const;

export const SHARE_MESSAGES = {
  noEmails: 'Must include at least 1 email address.',
  invalidEmail: (email: string) => `${email} is not a valid email address.`,
  tooManyEmails: (max: number) => `Share with at most ${max} addresses at a time.`,
  sent: 'Email sent successfully.',
  failed: 'Oops, something went wrong',
  commentRequired: 'Oops, you need to write something before you post.',
  messageTooLong: (max: number) => `The message can be at most ${max} characters.`,
  emailsTooLong: 'emails is too long',
  modelOneOf: (values: string) => `model must be one of ${values}`,
} as const;
