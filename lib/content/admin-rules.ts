// The content editor's rules, shared by the server (which enforces them) and the editor (which shows them): the
// messages of the spec, how a new key or group is written, the number-only input types, and the per-category table of
// which fields show, whether new keys may be added and whether the category is kept in sequence
// (docs/admin-content.md writes the table out).

export const CONTENT_ADMIN_MESSAGES = {
  notFound: 'Custom Content could not be found',
  save: 'Could not save Content',
  resequence: 'Could not resequence content.',
  reset: 'Could not reset to default',
  keyExists: 'Key already exists!!',
  groupExists: 'Group already exists!!',
  keyRequired: 'A key or a group is required.',
  keyNotAllowed: 'New keys cannot be added to this category.',
  keywords: 'Keywords could not be found',
  hiddenBoolean: 'hidden must be true or false',
} as const;

/** The editable text and image fields of a content item, in the order the form shows them. */
export const CONTENT_TEXT_FIELDS = ['title', 'summary', 'content'] as const;
export const CONTENT_IMAGE_FIELDS = ['image1', 'image2', 'mobile_image1', 'thumbnail_image', 'email_image'] as const;
export type ContentTextField = (typeof CONTENT_TEXT_FIELDS)[number];
export type ContentImageField = (typeof CONTENT_IMAGE_FIELDS)[number];
export type ContentField = ContentTextField | ContentImageField | 'group' | 'hidden';

export const CONTENT_FIELD_LABELS: Record<ContentTextField | ContentImageField, string> = {
  title: 'Title', summary: 'Summary', content: 'Content', image1: 'Image', image2: 'Second image',
  mobile_image1: 'Mobile image', thumbnail_image: 'Thumbnail', email_image: 'Email image',
};

// Input types: a field limited to digits ('6|8|10|12' for the goal point options: each value between bars).
export const INPUT_TYPES = ['anything', 'one_digit', 'two_digits', 'three_digits', 'four_digits', 'five_digits'] as const;
export type InputType = (typeof INPUT_TYPES)[number];
const DIGITS: Record<Exclude<InputType, 'anything'>, { max: number; message: string }> = {
  one_digit: { max: 1, message: 'One digit only' },
  two_digits: { max: 2, message: 'One or two digits' },
  three_digits: { max: 3, message: 'Up to three digits' },
  // The spec names no sentence for four and five digits; these follow its pattern.
  four_digits: { max: 4, message: 'Up to four digits' },
  five_digits: { max: 5, message: 'Up to five digits' },
};

/** The message for a value that breaks its input type, or null when it fits (or the type takes anything). */
export function inputTypeError(type: InputType, value: string | null | undefined): string | null {
  if (type === 'anything') return null;
  const rule = DIGITS[type];
  const pattern = new RegExp(`^\\d{1,${rule.max}}$`);
  const parts = (value ?? '').split('|').map((v) => v.trim());
  return parts.every((part) => pattern.test(part)) ? null : rule.message;
}

/** A new key or group: spaces become underscores and it is lowercased. */
export function normalizeKey(raw: string | null | undefined): string {
  return (raw ?? '').trim().replace(/\s+/g, '_').toLowerCase();
}

/** The first of key, key+1, key+2… that is not taken: a duplicate key gets a '+N' suffix. */
export function uniqueKey(key: string, taken: ReadonlySet<string>): string {
  if (!taken.has(key)) return key;
  for (let n = 1; ; n += 1) if (!taken.has(`${key}+${n}`)) return `${key}+${n}`;
}

export interface CategoryRule {
  /** Fields the form shows (content is always shown). */
  fields: readonly ContentField[];
  /** May an editor add new keys to the category? (Fixed-key categories are read by key in the product.) */
  addKeys: boolean;
  /** Is the category shown in sequence (carousels, lists)? Only then can items be moved. */
  sequenced: boolean;
  /** Rich text (HTML) or plain text (links, bar-separated values). */
  rich: boolean;
  /** The input type of the content field when it is limited to digits. */
  inputType?: InputType;
  /** Category-specific custom fields kept in custom_fields. */
  customFields?: readonly { name: string; label: string }[];
}

const LIST: CategoryRule = { fields: ['title', 'content', 'group', 'hidden'], addKeys: true, sequenced: true, rich: true };
const FIXED: CategoryRule = { fields: ['title', 'content', 'hidden'], addKeys: false, sequenced: false, rich: true };
const PLAIN: CategoryRule = { fields: ['title', 'content'], addKeys: false, sequenced: false, rich: false };

export const CATEGORY_RULES: Record<string, CategoryRule> = {
  welcome: { fields: ['title', 'content', 'image1', 'mobile_image1', 'hidden'], addKeys: true, sequenced: true, rich: true },
  welcome_overlay: FIXED,
  countdown: FIXED,
  registration: FIXED,
  registration_content: FIXED,
  eligibility: { ...FIXED, customFields: [{ name: 'identifier_label', label: 'Identifier label' }] },
  goalPointOptions: { ...PLAIN, fields: ['content'], inputType: 'two_digits' },
  emails: { fields: ['title', 'content', 'email_image', 'hidden'], addKeys: true, sequenced: false, rich: true },
  recipes: { fields: ['title', 'summary', 'content', 'image1', 'thumbnail_image', 'hidden'], addKeys: true, sequenced: true, rich: true },
  tips: { fields: ['title', 'summary', 'content', 'image1', 'thumbnail_image', 'hidden'], addKeys: true, sequenced: true, rich: true },
  faqs: LIST,
  home: FIXED,
  logging: LIST,
  prestart: FIXED,
  reset_password: FIXED,
  privacy: FIXED,
  terms: FIXED,
  mobile: PLAIN,
  mobile_page: { ...FIXED, fields: ['title', 'content', 'image1'] },
  mobile_overlay: FIXED,
  mobile_password_instructions: FIXED,
  notification: { fields: ['title', 'content', 'hidden'], addKeys: true, sequenced: false, rich: true },
};

/** Any other category (feature intros, dialogs, support pages): fixed keys, title and content. */
export const DEFAULT_CATEGORY_RULE: CategoryRule = FIXED;

export function categoryRule(category: string): CategoryRule {
  return Object.hasOwn(CATEGORY_RULES, category) ? CATEGORY_RULES[category] : DEFAULT_CATEGORY_RULE;
}

/** A category name in an address: letters, digits, '_' and '-' (the product's categories are all such). */
export const CATEGORY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
