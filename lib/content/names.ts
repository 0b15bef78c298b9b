// Content categories and keys by the names people use (issue 32: the editor showed "404", "goalPointOptions",
// "Edit slide_renew"). One mapping for every screen of the content editor; the internal key stays visible beside it,
// small, for support. The names and descriptions are UI text: they live in the `admin-content` catalog (categories,
// keyNames, keyPrefixes), looked up with the caller's translator. A category or key the catalog does not name reads as
// its words in sentence case.
import type { useTranslations } from 'next-intl';

/** The content editor's translator: useTranslations('admin-content') or getTranslations('admin-content'). */
export type ContentNamesT = ReturnType<typeof useTranslations<'admin-content'>>;

/** The categories the catalog names (messages/<locale>/admin-content.json, `categories`). */
const NAMED_CATEGORIES = [
  '404', 'competition', 'countdown', 'dialogs', 'eligibility', 'emails', 'eop', 'evaluation', 'faqs', 'friends',
  'goalPointOptions', 'home', 'home_walkthrough', 'how_it_works', 'leaderboards', 'learn', 'logging', 'mobile',
  'mobile_overlay', 'mobile_page', 'mobile_password_instructions', 'notification', 'opt_in_participation', 'prestart',
  'privacy', 'recipes', 'registration', 'registration_content', 'reset_password', 'resources', 'studio', 'support',
  'terms', 'tips', 'welcome', 'welcome_overlay',
] as const;
type NamedCategory = (typeof NAMED_CATEGORIES)[number];

/** Keys whose words alone would not say what they are (`keyNames`). */
const NAMED_KEYS = ['goal_point_options', 'aoi_intro', 'eop_tile_message', 'eop_incomplete_tile_message', 'ios_app_link', 'android_app_link', '404'] as const;
type NamedKey = (typeof NAMED_KEYS)[number];

/** Key prefixes that name a kind of item (`keyPrefixes`): "slide_renew" reads "Slide: Renew". */
const KEY_PREFIXES = ['slide', 'walkthrough', 'opt_in'] as const;

const isNamedCategory = (category: string): category is NamedCategory => (NAMED_CATEGORIES as readonly string[]).includes(category);
const isNamedKey = (key: string): key is NamedKey => (NAMED_KEYS as readonly string[]).includes(key);

/** "goalPointOptions", "how_it_works", "reset-password" → "Goal point options", "How it works", "Reset password". */
export function sentenceCase(raw: string): string {
  const words = raw.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_\-+]+/g, ' ').trim().toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : raw;
}

export function categoryName(category: string, t: ContentNamesT): string {
  return isNamedCategory(category) ? t(`categories.${category}.name`) : sentenceCase(category);
}

export function categoryDescription(category: string, t: ContentNamesT): string | null {
  return isNamedCategory(category) ? t(`categories.${category}.description`) : null;
}

/** A content key by name: "slide_renew" → "Slide: Renew", "forgot_password" → "Forgot password". */
export function contentKeyName(key: string, t: ContentNamesT): string {
  if (isNamedKey(key)) return t(`keyNames.${key}`);
  for (const prefix of KEY_PREFIXES) {
    if (key.startsWith(`${prefix}_`) && key.length > prefix.length + 1) {
      return t('prefixedKey', { kind: t(`keyPrefixes.${prefix}`), name: sentenceCase(key.slice(prefix.length + 1)) });
    }
  }
  return sentenceCase(key);
}
