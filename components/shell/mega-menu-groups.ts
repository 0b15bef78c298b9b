// The mega menu's destinations, per role and promotion flags (the visibility rules are nav-items.ts's VISIBLE). Their
// own module, imported only by the menu (mega-menu.tsx), so the texts load with the menu after first paint rather
// than with every page (docs/benchmarks.md "First-load JavaScript").
import { isCoordinatorOrAbove, isDashboardOnly, isMaster, isPoster, isSuperUser, type Role } from '@/lib/roles';
import type { CurrentPromotion } from '@/lib/promotions/types';
import type { CurrentUser } from '@/lib/users/types';
import { VISIBLE, when, type NavGroup } from './nav-items';

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
function dashboardGroups(role: Role): NavGroup[] {
  const settings: NavGroup = { title: 'Settings', links: [{ href: '/dashboard-settings', label: 'Account & Role', description: 'Your account, covered promotions, locked accounts' }] };
  if (isMaster(role)) {
    return [
      { title: 'Promotions', links: [{ href: '/promotions', label: 'Promotions', description: 'Every program, its dates and reports' }] },
      {
        title: 'Dashboard',
        links: [
          { href: '/resellers', label: 'Resellers', description: 'Who sells the product, and to whom' },
          { href: '/organizations', label: 'Organizations', description: 'Password rules and single sign-on' },
          { href: '/content', label: 'Content', description: 'Welcome slides, emails, FAQs: the defaults and each promotion’s own' },
          { href: '/activitycollections/list', label: 'Activity Collections', description: 'Activities by week and areas of interest, copied into programs' },
          { href: '/collections/list', label: 'Scene Collections', description: 'The scenes each program\u2019s participants fill in, in order' },
          { href: '/duocollections/list', label: 'Duo Collections', description: 'The duo templates a program offers' },
          { href: '/scenes', label: 'Scenes', description: 'Scene art: tiles in grid or layered layouts' },
          { href: '/duo/templates', label: 'Duos', description: 'Duo templates: images in sequence and a video' },
        ],
      },
      settings,
    ];
  }
  if (isSuperUser(role)) {
    return [
      { title: 'Promotions', links: [{ href: '/switch-promotion', label: 'Switch promotion', description: 'The promotions you administer' }] },
      ...when(role === 'Reseller', { title: 'Dashboard', links: [{ href: '/organizations', label: 'Organizations', description: 'Your organizations and their rules' }] }),
      settings,
    ];
  }
  return when(isPoster(role), {
    title: 'Wall expert',
    links: [
      { href: '/wallexpert/posts', label: 'My Posts', description: 'What you have shared' },
      { href: '/wallexpert/walls', label: 'Promotion Walls', description: 'Post to a program’s wall' },
    ],
  });
}

/** The mega menu's groups. Participant-only items are not shown to dashboard-only users. */
export function megaMenuGroups(user: CurrentUser, promotion: CurrentPromotion | null): NavGroup[] {
  const role = user.role;
  if (!promotion) return dashboardGroups(role);
  const participantItems = !isDashboardOnly(role);
  const buddies = promotion.is_buddy_feature_displayed;
  const leaderboard = promotion.is_show_individual_leaderboard || promotion.is_teams_enabled || buddies;

  const groups: NavGroup[] = [
    {
      title: 'Your program',
      links: [
        { href: '/home', label: 'Home', description: 'Today’s scene and greeting' },
        // Sitemap rule: Activities stays hidden until the user has been home.
        ...when(VISIBLE.activities(user), { href: '/activities/all', label: 'Activities', description: 'Small things to try this week' }),
        { href: '/how-it-works', label: 'How It Works', description: 'Logging, tiles and points' },
        ...when(participantItems, { href: '/journey/my', label: 'My Journey', description: 'Your reflections, day by day' }),
        ...when(leaderboard, { href: '/leaderboard', label: 'Leaderboard', description: 'See how everyone is doing' }),
        ...when(participantItems && user.flags.stats_available, { href: '/stats', label: 'My Stats', description: 'Your results so far' }),
      ],
    },
    {
      title: 'Community',
      links: [
        ...when(VISIBLE.friends(promotion), { href: '/friends/my', label: promotion.friend_label_plural || 'Friends', description: 'Find and invite colleagues' }),
        ...when(buddies && participantItems, { href: '/duo/all', label: 'Duos', description: 'Pair up for a shared goal' }),
        // The TeamCompetition role: teams enabled.
        ...when(promotion.is_teams_enabled && participantItems, { href: '/artprize/myteam', label: 'Team Competition', description: 'Form a team and win weekly awards' }),
        // Gift points belong to the team competition; the screen says when there is nothing to give (the menu does not know).
        ...when(promotion.is_teams_enabled && participantItems, { href: '/gifts', label: 'Gift Points', description: 'Give your team’s bonus points to someone' }),
        ...when(VISIBLE.wall(promotion), { href: '/wall/all', label: promotion.wall_label || 'Wall', description: 'Posts from across the program' }),
        { href: '/messages', label: 'Messages', description: 'Conversations with colleagues' },
        { href: '/notifications/unread', label: 'Notifications', description: 'What you have missed' },
      ],
    },
    {
      title: 'Learn',
      links: [
        { href: '/learn/why-renew', label: 'Why Renew?', description: 'The science behind the program' },
        { href: '/learn/resources', label: 'Resources', description: 'Articles, videos and guides' },
        ...when(VISIBLE.tips(promotion), { href: '/tips/all', label: 'Tips', description: 'Ideas shared by participants' }),
        { href: '/recipes/today', label: 'Recipes', description: 'Something good to cook' },
      ],
    },
    {
      title: 'Help',
      links: [
        { href: '/support/faqs', label: 'FAQs', description: 'Answers to common questions' },
        { href: '/support/contact', label: 'Contact', description: 'Reach the program team' },
        ...when(VISIBLE.feedback(promotion), { href: '/feedback', label: 'Feedback', description: 'Tell us what you think' }),
      ],
    },
  ];
  // The coordinator dashboard (/coordinator/dashboard/stats) arrives with the administration issue; until it exists its
  // entry stays hidden (no menu link may lead to a 404 — tests/e2e/participant-experience.spec.ts crawls them).
  if (COORDINATOR_DASHBOARD_BUILT && (isCoordinatorOrAbove(role) || COORDINATOR_LEVELS.includes(role))) {
    groups.push({ title: 'Coordinator', links: [{ href: '/coordinator/dashboard/stats', label: 'Coordinator Dashboard', description: 'Participation and progress' }] });
  }
  return groups.filter((group) => group.links.length > 0);
}
