// The five activity categories (Create Calm, Boost Happiness, Sharpen Focus, Pursue Purpose, Increase Energy): the
// one source of truth for their keys and labels,
// shared by the API (GET /api/categories, category_object on every activity, stats, exports) and the client.
// Their order is the order of the stats pie chart.
export const CATEGORIES = [
  { key: 'create_calm', display: 'Create Calm' },
  { key: 'boost_happiness', display: 'Boost Happiness' },
  { key: 'sharpen_focus', display: 'Sharpen Focus' },
  { key: 'pursue_purpose', display: 'Pursue Purpose' },
  { key: 'increase_energy', display: 'Increase Energy' },
] as const;

export type CategoryKey = (typeof CATEGORIES)[number]['key'];
export type CategoryObject = { key: CategoryKey; display: string };

export const CATEGORY_KEYS = CATEGORIES.map((c) => c.key) as [CategoryKey, ...CategoryKey[]];

const byKey = new Map<string, CategoryObject>(CATEGORIES.map((c) => [c.key, { key: c.key, display: c.display }]));

export function isCategoryKey(value: unknown): value is CategoryKey {
  return typeof value === 'string' && byKey.has(value);
}

/** {key, display} of a stored category; an unknown key (the CHECK forbids it) still gets a readable label. */
export function categoryObject(key: string): CategoryObject {
  return byKey.get(key) ?? { key: key as CategoryKey, display: key.replace(/_/g, ' ') };
}
