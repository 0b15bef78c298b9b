// Limits of the contact form and the feedback dialog (ours: the spec names the fields, not their sizes).
export const MAX_NAME = 100;
export const MAX_ORGANIZATION = 200;
export const MAX_SUBJECT = 200;
export const MAX_MESSAGE = 5000;
export const MAX_FEEDBACK = 5000;
export const MAX_URL = 2000;
export const MAX_BROWSER = 500;
export const MAX_EXTRA_TAGS = 10;
export const MAX_TAG = 50;

/** Resources filter: '?category=mental-health' names the group 'Mental health' (dashes read as spaces, any case). */
export function resourceGroupOf(category: string | null | undefined): string | null {
  const text = (category ?? '').replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
  return text ? text.toLowerCase() : null;
}

/** The link of a resources group: 'Mental health' → 'mental-health'. */
export function resourceCategoryParam(group: string): string {
  return group.trim().toLowerCase().replace(/\s+/g, '-');
}
