// What the header and footer link to, from the user, the promotion and the host
// (menus show only to users holding a matching role; features hidden behind their flags). The mega menu's groups are
// in mega-menu-groups.ts, loaded with the menu after first paint.
// Targets are the routes the specs name; later issues build the screens behind them.
import { isDashboardOnly, isMaster } from '@/lib/roles';
import type { CurrentPromotion } from '@/lib/promotions/types';
import type { CurrentUser } from '@/lib/users/types';

export interface NavLink {
  href: string;
  label: string;
  description?: string;
}

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
export function footerLinks(user: CurrentUser | null, promotion: CurrentPromotion | null): NavLink[] {
  return [
    { href: '/support/faqs', label: 'Help' },
    ...when(VISIBLE.optIn(promotion), { href: '/opt_in_participation', label: 'Opt-in Participation' }),
    ...when(VISIBLE.privacy(promotion), { href: '/legal/privacy', label: 'Privacy' }),
    { href: '/legal/terms', label: 'Terms' },
    ...when(user !== null, { href: '/sitemap', label: 'Sitemap' }),
  ];
}

/** The mobile app's entry: where the app store links are (the sitemap's Mobile App). */
export const MOBILE_APP_HREF = '/sitemap#mobile-app';

/**
 * The sitemap's three columns (participant-core.md §2 "Sitemap"). Signed in: Home, Activities (once home), My Journey,
 * Duo, Friends and Wall under the promotion's labels behind their features, Tips (once started), Recipes, Learn,
 * Notifications, Edit Profile, Email Preferences, Help, Contact, Privacy (unless hidden), Terms, Mobile App (when
 * enabled). Signed out: Welcome, Using the program, Contact, Privacy Policy, Terms, Mobile App.
 */
export function sitemapColumns(user: CurrentUser | null, promotion: CurrentPromotion | null): NavGroup[] {
  const mobile = when(VISIBLE.mobileApp(promotion), { href: MOBILE_APP_HREF, label: 'Mobile App' });
  if (!user || !promotion) {
    return [
      { title: 'Program', links: [{ href: '/welcome', label: 'Welcome' }, { href: '/support/faqs', label: 'Using the program' }] },
      { title: 'Help', links: [{ href: '/support/contact', label: 'Contact' }, ...mobile] },
      { title: 'Legal', links: [...when(VISIBLE.privacy(promotion), { href: '/legal/privacy', label: 'Privacy Policy' }), { href: '/legal/terms', label: 'Terms' }] },
    ].filter((group) => group.links.length > 0);
  }
  return [
    {
      title: 'Your program',
      links: [
        { href: '/home', label: 'Home' },
        ...when(VISIBLE.activities(user), { href: '/activities/all', label: 'Activities' }),
        { href: '/journey/my', label: 'My Journey' },
        ...when(VISIBLE.friends(promotion), { href: '/duo/all', label: 'Duo' }),
        ...when(VISIBLE.friends(promotion), { href: '/friends/my', label: promotion.friend_label_plural || 'Friends' }),
        ...when(VISIBLE.wall(promotion), { href: '/wall/all', label: promotion.wall_label || 'Wall' }),
      ],
    },
    {
      title: 'Explore and settings',
      links: [
        ...when(VISIBLE.tips(promotion), { href: '/tips/all', label: 'Tips' }),
        { href: '/recipes/today', label: 'Recipes' },
        { href: '/learn/why-renew', label: 'Learn' },
        { href: '/notifications/unread', label: 'Notifications' },
        { href: '/settings/profile', label: 'Edit Profile' },
        { href: '/settings/email', label: 'Email Preferences' },
      ],
    },
    {
      title: 'Help and legal',
      links: [
        { href: '/support/faqs', label: 'Help' },
        { href: '/support/contact', label: 'Contact' },
        ...when(VISIBLE.privacy(promotion), { href: '/legal/privacy', label: 'Privacy' }),
        { href: '/legal/terms', label: 'Terms' },
        ...mobile,
      ],
    },
  ];
}

/** Header navigation only for a signed-in user outside welcome, login and registration. */
export function showsNavigation(user: CurrentUser | null, pathname: string): boolean {
  if (!user) return false;
  return !['/welcome', '/register'].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function isCurrent(href: string, pathname: string): boolean {
  return pathname === href || (href !== '/' && pathname.startsWith(`${href}/`));
}
