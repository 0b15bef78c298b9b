// The mega menu's destinations, per role and promotion flags (the visibility rules are nav-items.ts's VISIBLE). Their
// own module, imported only by the menu (mega-menu.tsx), so this code loads with the menu after first paint rather
// than with every page (docs/benchmarks.md "First-load JavaScript"). Their words are the shell catalog's keys
// (nav.*, navDescription.*, navGroup.*), read through the translator the caller passes.
import { isCoordinatorOrAbove, isDashboardOnly, isMaster, isPoster, isSuperUser, type Role } from '@/lib/roles';
import type { CurrentPromotion } from '@/lib/promotions/types';
import type { CurrentUser } from '@/lib/users/types';
import { VISIBLE, configuredLabel, when, type NavGroup, type ShellT } from './nav-items';

/** Flip when the coordinator dashboard's screens exist (administration, issue 16). */
const COORDINATOR_DASHBOARD_BUILT = true;

const COORDINATOR_LEVELS: readonly Role[] = ['Coordinator', 'Location Coordinator', 'Regional Coordinator'];

/**
 * The dashboard host's menu (administration.md "Navigation menu for masters": Promotions; Dashboard (Resellers,
 * Organizations, Reports, Activity / Scene / Duo Collections, Scenes, Duos); Settings (Account & Role)). Entries
 * whose screens do not exist yet (Reports, the collections, Scenes, Duos) stay out until they do: none leads to a
 * dead page. Super users switch promotions from the grouped picker; the recent ones are added by the header
 * (components/admin/access/recent-promotions.ts), as they live in the browser.
 */
function dashboardGroups(role: Role, t: ShellT): NavGroup[] {
  const settings: NavGroup = { title: t('navGroup.settings'), links: [{ href: '/dashboard-settings', label: t('nav.accountAndRole'), description: t('navDescription.accountAndRole') }] };
  if (isMaster(role)) {
    return [
      { title: t('navGroup.promotions'), links: [{ href: '/promotions', label: t('nav.promotions'), description: t('navDescription.promotions') }] },
      {
        title: t('navGroup.dashboard'),
        links: [
          { href: '/resellers', label: t('nav.resellers'), description: t('navDescription.resellers') },
          { href: '/organizations', label: t('nav.organizations'), description: t('navDescription.organizations') },
          { href: '/content', label: t('nav.content'), description: t('navDescription.content') },
          { href: '/activitycollections/list', label: t('nav.activityCollections'), description: t('navDescription.activityCollections') },
          { href: '/collections/list', label: t('nav.sceneCollections'), description: t('navDescription.sceneCollections') },
          { href: '/duocollections/list', label: t('nav.duoCollections'), description: t('navDescription.duoCollections') },
          { href: '/scenes', label: t('nav.scenes'), description: t('navDescription.scenes') },
          { href: '/duo/templates', label: t('nav.duos'), description: t('navDescription.duoTemplates') },
        ],
      },
      settings,
    ];
  }
  if (isSuperUser(role)) {
    return [
      { title: t('navGroup.promotions'), links: [{ href: '/switch-promotion', label: t('nav.switchPromotion'), description: t('navDescription.switchPromotion') }] },
      ...when(role === 'Reseller', { title: t('navGroup.dashboard'), links: [{ href: '/organizations', label: t('nav.organizations'), description: t('navDescription.resellerOrganizations') }] }),
      settings,
    ];
  }
  return when(isPoster(role), {
    title: t('navGroup.wallExpert'),
    links: [
      { href: '/wallexpert/posts', label: t('nav.myPosts'), description: t('navDescription.myPosts') },
      { href: '/wallexpert/walls', label: t('nav.promotionWalls'), description: t('navDescription.promotionWalls') },
    ],
  });
}

/** The mega menu's groups. Participant-only items are not shown to dashboard-only users. */
export function megaMenuGroups(user: CurrentUser, promotion: CurrentPromotion | null, t: ShellT): NavGroup[] {
  const role = user.role;
  if (!promotion) return dashboardGroups(role, t);
  const participantItems = !isDashboardOnly(role);
  const buddies = promotion.is_buddy_feature_displayed;
  const leaderboard = promotion.is_show_individual_leaderboard || promotion.is_teams_enabled || buddies;

  const groups: NavGroup[] = [
    {
      title: t('navGroup.yourProgram'),
      links: [
        { href: '/home', label: t('nav.home'), description: t('navDescription.home') },
        // Sitemap rule: Activities stays hidden until the user has been home.
        ...when(VISIBLE.activities(user), { href: '/activities/all', label: t('nav.activities'), description: t('navDescription.activities') }),
        { href: '/how-it-works', label: t('nav.howItWorks'), description: t('navDescription.howItWorks') },
        ...when(participantItems, { href: '/journey/my', label: t('nav.myJourney'), description: t('navDescription.myJourney') }),
        ...when(leaderboard, { href: '/leaderboard', label: t('nav.leaderboard'), description: t('navDescription.leaderboard') }),
        ...when(participantItems && user.flags.stats_available, { href: '/stats', label: t('nav.myStats'), description: t('navDescription.myStats') }),
      ],
    },
    {
      title: t('navGroup.community'),
      links: [
        ...when(VISIBLE.friends(promotion), { href: '/friends/my', label: configuredLabel(promotion.friend_label_plural, 'Friends', t('nav.friends')), description: t('navDescription.friends') }),
        ...when(buddies && participantItems, { href: '/duo/all', label: t('nav.duos'), description: t('navDescription.duos') }),
        // The TeamCompetition role: teams enabled.
        ...when(promotion.is_teams_enabled && participantItems, { href: '/artprize/myteam', label: t('nav.teamCompetition'), description: t('navDescription.teamCompetition') }),
        // Gift points belong to the team competition; the screen says when there is nothing to give (the menu does not know).
        ...when(promotion.is_teams_enabled && participantItems, { href: '/gifts', label: t('nav.giftPoints'), description: t('navDescription.giftPoints') }),
        ...when(VISIBLE.wall(promotion), { href: '/wall/all', label: configuredLabel(promotion.wall_label, 'Wall', t('nav.wall')), description: t('navDescription.wall') }),
        { href: '/messages', label: t('nav.messages'), description: t('navDescription.messages') },
        { href: '/notifications/unread', label: t('nav.notifications'), description: t('navDescription.notifications') },
      ],
    },
    {
      title: t('navGroup.learn'),
      links: [
        { href: '/learn/why-renew', label: t('nav.whyRenew'), description: t('navDescription.whyRenew') },
        { href: '/learn/resources', label: t('nav.resources'), description: t('navDescription.resources') },
        ...when(VISIBLE.tips(promotion), { href: '/tips/all', label: t('nav.tips'), description: t('navDescription.tips') }),
        { href: '/recipes/today', label: t('nav.recipes'), description: t('navDescription.recipes') },
      ],
    },
    {
      title: t('navGroup.help'),
      links: [
        { href: '/support/faqs', label: t('nav.faqs'), description: t('navDescription.faqs') },
        { href: '/support/contact', label: t('nav.contact'), description: t('navDescription.contact') },
        ...when(VISIBLE.feedback(promotion), { href: '/feedback', label: t('nav.feedback'), description: t('navDescription.feedback') }),
      ],
    },
  ];
  // The coordinator dashboard (/coordinator/dashboard/stats) arrives with the administration issue; until it exists its
  // entry stays hidden (no menu link may lead to a 404 — tests/e2e/participant-experience.spec.ts crawls them).
  if (COORDINATOR_DASHBOARD_BUILT && (isCoordinatorOrAbove(role) || COORDINATOR_LEVELS.includes(role))) {
    groups.push({ title: t('navGroup.coordinator'), links: [{ href: '/coordinator/dashboard/stats', label: t('nav.coordinatorDashboard'), description: t('navDescription.coordinatorDashboard') }] });
  }
  return groups.filter((group) => group.links.length > 0);
}
