// The sitemap page's three columns, built on the server from the same visibility rules as the menu and the footer
// (nav-items.ts VISIBLE). Apart from nav-items.ts, which the header and the footer bring to every page's first load.
import { MOBILE_APP_HREF, VISIBLE, configuredLabel, when, type NavGroup, type ShellT } from '@/components/shell/nav-items';
import type { CurrentPromotion } from '@/lib/promotions/types';
import type { CurrentUser } from '@/lib/users/types';

/**
 * The sitemap's three columns (participant-core.md §2 "Sitemap"). Signed in: Home, Activities (once home), My Journey,
 * Duo, Friends and Wall under the promotion's labels behind their features, Tips (once started), Recipes, Learn,
 * Notifications, Edit Profile, Email Preferences, Help, Contact, Privacy (unless hidden), Terms, Mobile App (when
 * enabled). Signed out: Welcome, Using the program, Contact, Privacy Policy, Terms, Mobile App.
 */
export function sitemapColumns(user: CurrentUser | null, promotion: CurrentPromotion | null, t: ShellT): NavGroup[] {
  const mobile = when(VISIBLE.mobileApp(promotion), { href: MOBILE_APP_HREF, label: t('nav.mobileApp') });
  if (!user || !promotion) {
    return [
      { title: t('navGroup.program'), links: [{ href: '/welcome', label: t('nav.welcome') }, { href: '/support/faqs', label: t('nav.usingTheProgram') }] },
      { title: t('navGroup.help'), links: [{ href: '/support/contact', label: t('nav.contact') }, ...mobile] },
      {
        title: t('navGroup.legal'),
        links: [...when(VISIBLE.privacy(promotion), { href: '/legal/privacy', label: t('nav.privacyPolicy') }), { href: '/legal/terms', label: t('nav.terms') }],
      },
    ].filter((group) => group.links.length > 0);
  }
  return [
    {
      title: t('navGroup.yourProgram'),
      links: [
        { href: '/home', label: t('nav.home') },
        ...when(VISIBLE.activities(user), { href: '/activities/all', label: t('nav.activities') }),
        { href: '/journey/my', label: t('nav.myJourney') },
        ...when(VISIBLE.friends(promotion), { href: '/duo/all', label: t('nav.duo') }),
        ...when(VISIBLE.friends(promotion), { href: '/friends/my', label: configuredLabel(promotion.friend_label_plural, 'Friends', t('nav.friends')) }),
        ...when(VISIBLE.wall(promotion), { href: '/wall/all', label: configuredLabel(promotion.wall_label, 'Wall', t('nav.wall')) }),
      ],
    },
    {
      title: t('navGroup.exploreAndSettings'),
      links: [
        ...when(VISIBLE.tips(promotion), { href: '/tips/all', label: t('nav.tips') }),
        { href: '/recipes/today', label: t('nav.recipes') },
        { href: '/learn/why-renew', label: t('nav.learn') },
        { href: '/notifications/unread', label: t('nav.notifications') },
        { href: '/settings/profile', label: t('nav.editProfile') },
        { href: '/settings/email', label: t('nav.emailPreferences') },
      ],
    },
    {
      title: t('navGroup.helpAndLegal'),
      links: [
        { href: '/support/faqs', label: t('nav.help') },
        { href: '/support/contact', label: t('nav.contact') },
        ...when(VISIBLE.privacy(promotion), { href: '/legal/privacy', label: t('nav.privacy') }),
        { href: '/legal/terms', label: t('nav.terms') },
        ...mobile,
      ],
    },
  ];
}
