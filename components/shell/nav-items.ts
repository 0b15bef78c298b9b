// What the header and footer link to, from the user, the promotion and the host
// (menus show only to users holding a matching role; features hidden behind their flags). The mega menu's groups are
// in mega-menu-groups.ts, loaded with the menu after first paint; the sitemap's columns in
// components/support/sitemap-columns.ts (the sitemap page builds them on the server, so no page loads them).
// Targets are the routes the specs name; later issues build the screens behind them.
// The texts are the shell catalog's (messages/<locale>/shell.json): the builders take its translator, so the keys
// live here and the words are the reader's, resolved when a component renders them.
import type { useTranslations } from 'next-intl';
import { isDashboardOnly, isMaster } from '@/lib/roles';
import type { CurrentPromotion } from '@/lib/promotions/types';
import type { CurrentUser } from '@/lib/users/types';

export interface NavLink {
  href: string;
  label: string;
  description?: string;
}

/** The shell namespace's translator (useTranslations('shell') on a screen, getTranslations('shell') on the server). */
export type ShellT = ReturnType<typeof useTranslations<'shell'>>;

/**
 * A label the promotion configures (its friend or wall label) wins; left empty or at its English default ("Friends"),
 * the reader's own word.
 */
export const configuredLabel = (label: string | null | undefined, englishDefault: string, readersWord: string): string =>
  label && label !== englishDefault ? label : readersWord;

export interface NavGroup {
  title: string;
  links: NavLink[];
}

/** The item in a list when the condition holds, else nothing (spread it into a list). */
export const when = <T,>(condition: boolean, item: T): T[] => (condition ? [item] : []);

/**
 * The visibility rules the mega menu, the footer and the sitemap share (participant-core.md §2 "Sitemap", "Footer"):
 * one place says when a link shows.
 */
export const VISIBLE = {
  /** Activities stays hidden until the user has been home. */
  activities: (user: CurrentUser) => !isDashboardOnly(user.role) && user.flags.has_been_home,
  /** Friends and duos: the buddy feature. */
  friends: (promotion: CurrentPromotion) => promotion.is_buddy_feature_displayed,
  wall: (promotion: CurrentPromotion) => promotion.is_wall_enabled,
  /** Tips stay hidden until the promotion starts. */
  tips: (promotion: CurrentPromotion) => promotion.has_started,
  privacy: (promotion: CurrentPromotion | null) => promotion?.hide_privacy_link !== true,
  optIn: (promotion: CurrentPromotion | null) => promotion?.show_opt_in_participation_link === true,
  mobileApp: (promotion: CurrentPromotion | null) => promotion?.is_mobile_enabled === true,
  feedback: (promotion: CurrentPromotion) => promotion.is_feedback_enabled,
} as const;

/** Where the logo goes: the promotions list for a Master on the dashboard host, else home. */
export function logoHref(user: CurrentUser | null, isDashboardHost: boolean): string {
  if (!user) return '/';
  return isDashboardHost && isMaster(user.role) ? '/promotions' : '/home';
}

/** Footer links. Support contact and the step-conversions PDF are hidden by the spec. */
export function footerLinks(user: CurrentUser | null, promotion: CurrentPromotion | null, t: ShellT): NavLink[] {
  return [
    { href: '/support/faqs', label: t('nav.help') },
    ...when(VISIBLE.optIn(promotion), { href: '/opt_in_participation', label: t('nav.optInParticipation') }),
    ...when(VISIBLE.privacy(promotion), { href: '/legal/privacy', label: t('nav.privacy') }),
    { href: '/legal/terms', label: t('nav.terms') },
    ...when(user !== null, { href: '/sitemap', label: t('nav.sitemap') }),
  ];
}

/** The mobile app's entry: where the app store links are (the sitemap's Mobile App). */
export const MOBILE_APP_HREF = '/sitemap#mobile-app';

/** Header navigation only for a signed-in user outside welcome, login and registration. */
export function showsNavigation(user: CurrentUser | null, pathname: string): boolean {
  if (!user) return false;
  return !['/welcome', '/register'].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function isCurrent(href: string, pathname: string): boolean {
  return pathname === href || (href !== '/' && pathname.startsWith(`${href}/`));
}
