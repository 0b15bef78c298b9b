// The five activity categories in the order the pie chart draws them (participant-core.md §1, §2 "five-category
// pie chart"); keys as stored in activities.category.
export const ACTIVITY_CATEGORIES = [
  { key: 'create_calm', display: 'Create Calm' },
  { key: 'boost_happiness', display: 'Boost Happiness' },
  { key: 'sharpen_focus', display: 'Sharpen Focus' },
  { key: 'pursue_purpose', display: 'Pursue Purpose' },
  { key: 'increase_energy', display: 'Increase Energy' },
] as const;

export type ActivityCategoryKey = (typeof ACTIVITY_CATEGORIES)[number]['key'];

export function categoryDisplay(key: string): string {
  return ACTIVITY_CATEGORIES.find((c) => c.key === key)?.display ?? key;
}
