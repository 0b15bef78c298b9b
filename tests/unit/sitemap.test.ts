// The sitemap's columns (participant-core.md §2 "Sitemap") follow the same visibility rules as the menus
// (components/shell/nav-items.ts VISIBLE): each hidden item appears exactly when its rule says so. Their words come
// from the shell catalog, a label the promotion configures winning over it.
import { describe, expect, it } from 'vitest';
import { translatorFor } from '@/server/i18n/translator';
import { footerLinks } from '@/components/shell/nav-items';
import { sitemapColumns } from '@/components/support/sitemap-columns';
import { megaMenuGroups } from '@/components/shell/mega-menu-groups';
import type { CurrentPromotion } from '@/lib/promotions/types';
import type { CurrentUser } from '@/lib/users/types';

const promotion = (over: Partial<CurrentPromotion> = {}) => ({
  is_buddy_feature_displayed: true, is_wall_enabled: true, has_started: true, hide_privacy_link: false, is_mobile_enabled: true,
  is_feedback_enabled: true, show_opt_in_participation_link: false, is_show_individual_leaderboard: true, is_teams_enabled: false,
  friend_label_plural: 'Buddies', wall_label: 'Community Wall', ...over,
}) as CurrentPromotion;
const user = (hasBeenHome = true, role: CurrentUser['role'] = 'User') => ({ role, flags: { has_been_home: hasBeenHome, stats_available: false } }) as unknown as CurrentUser;

const t = translatorFor('en', 'shell');
const labels = (u: CurrentUser | null, p: CurrentPromotion | null, tr = t) => sitemapColumns(u, p, tr).flatMap((c) => c.links.map((l) => l.label));
const menuLabels = (u: CurrentUser, p: CurrentPromotion, tr = t) => megaMenuGroups(u, p, tr).flatMap((g) => g.links.map((l) => l.label));

describe('the sitemap', () => {
  it('lists every signed-in page in three columns, in the spec’s order, with the promotion’s labels', () => {
    const columns = sitemapColumns(user(), promotion(), t);
    expect(columns).toHaveLength(3);
    expect(labels(user(), promotion())).toEqual([
      'Home', 'Activities', 'My Journey', 'Duo', 'Buddies', 'Community Wall', 'Tips', 'Recipes', 'Learn', 'Notifications',
      'Edit Profile', 'Email Preferences', 'Help', 'Contact', 'Privacy', 'Terms', 'Mobile App',
    ]);
  });

  it('hides each item by its rule, as the menus do', () => {
    const notHome = labels(user(false), promotion());
    expect(notHome).not.toContain('Activities');
    expect(menuLabels(user(false), promotion())).not.toContain('Activities');

    const noBuddies = labels(user(), promotion({ is_buddy_feature_displayed: false }));
    expect(noBuddies).not.toContain('Buddies');
    expect(noBuddies).not.toContain('Duo');
    expect(labels(user(), promotion({ is_wall_enabled: false }))).not.toContain('Community Wall');

    const beforeStart = promotion({ has_started: false });
    expect(labels(user(), beforeStart)).not.toContain('Tips');
    expect(menuLabels(user(), beforeStart)).not.toContain('Tips');

    const noPrivacy = promotion({ hide_privacy_link: true });
    expect(labels(user(), noPrivacy)).not.toContain('Privacy');
    expect(footerLinks(user(), noPrivacy, t).map((l) => l.label)).not.toContain('Privacy');
    expect(labels(user(), promotion({ is_mobile_enabled: false }))).not.toContain('Mobile App');
  });

  it('shows visitors Welcome, Using the program, Contact, Privacy Policy, Terms and Mobile App', () => {
    expect(labels(null, promotion())).toEqual(['Welcome', 'Using the program', 'Contact', 'Mobile App', 'Privacy Policy', 'Terms']);
    expect(labels(null, promotion({ is_mobile_enabled: false, hide_privacy_link: true }))).toEqual(['Welcome', 'Using the program', 'Contact', 'Terms']);
    // The footer's Sitemap link is for signed-in people only.
    expect(footerLinks(null, promotion(), t).map((l) => l.label)).not.toContain('Sitemap');
    expect(footerLinks(user(), promotion(), t).map((l) => l.label)).toContain('Sitemap');
  });

  it('reads in the reader’s language; a configured label wins, one left at its English default is translated', () => {
    const es = translatorFor('es', 'shell');
    expect(labels(user(), promotion(), es)).toContain('Buddies');
    expect(labels(user(), promotion(), es)).toContain('Community Wall');
    const defaults = promotion({ friend_label_plural: 'Friends', wall_label: 'Wall' });
    expect(labels(user(), defaults)).toEqual(expect.arrayContaining(['Friends', 'Wall']));
    expect(labels(user(), defaults, es)).toEqual(expect.arrayContaining(['Amigos', 'Muro', 'Inicio']));
    expect(menuLabels(user(), defaults, es)).toEqual(expect.arrayContaining(['Amigos', 'Muro', 'Mensajes']));
    expect(footerLinks(user(), defaults, es).map((l) => l.label)).toContain('Mapa del sitio');
  });
});
