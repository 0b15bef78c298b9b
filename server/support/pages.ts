// What the learn, support, legal and end-of-program pages read: the promotion's own content, the default promotion's
// (then the unowned library rows) where it has none (server/content/queries.ts applies the overrides), in the reader's
// language when given (`locale`: the page passes requestLocale(); an item's translation in it, else its own text,
// server/content/translations.ts). Server components call these, so the pages arrive rendered, without a spinner.
import 'server-only';
import { randomInt } from 'node:crypto';
import { findContent } from '@/server/content/queries';
import { serializeContent } from '@/server/content/serialize';
import type { ContentItem } from '@/lib/content/types';
import { resourceGroupOf } from '@/lib/support/constants';
import type { AppLink } from '@/lib/support/types';
import { isParticipant, type Role } from '@/lib/roles';
import { isoDate } from '@/lib/promotion-dates';
import { userStats } from '@/server/stats/queries';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';

/** Categories and keys of the pages' content (administration.md §7 "Content loads by category"). */
export const PAGE_CONTENT = {
  learn: 'learn',
  resources: 'resources',
  faqs: 'faqs',
  terms: { category: 'terms', key: 'terms' },
  privacy: { category: 'privacy', key: 'privacy' },
  /** Ours: the spec names the pages, not their content's keys. */
  eop: 'eop',
  optIn: { category: 'opt_in_participation', key: 'opt_in_participation' },
  contactIntro: { category: 'support', key: 'contact_intro' },
  notFound: '404',
} as const;

export interface ContentGroup {
  /** null: items without a group. */
  name: string | null;
  items: ContentItem[];
}

async function items(promotionId: number | null, category: string, key?: string, locale?: string): Promise<ContentItem[]> {
  return (await findContent(promotionId, { category, key, locale })).map(serializeContent);
}

export async function contentItem(promotionId: number | null, place: { category: string; key: string }, locale?: string): Promise<ContentItem | null> {
  return (await items(promotionId, place.category, place.key, locale))[0] ?? null;
}

/** Items in sequence order, grouped by `group` in the order each group first appears. */
export function groupItems(list: ContentItem[]): ContentGroup[] {
  const groups = new Map<string | null, ContentItem[]>();
  for (const item of list) {
    const name = item.group?.trim() || null;
    groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  return [...groups].map(([name, grouped]) => ({ name, items: grouped }));
}

export function loadLearn(promotionId: number | null, locale?: string): Promise<ContentItem[]> {
  return items(promotionId, PAGE_CONTENT.learn, undefined, locale);
}

export interface ResourcesPage {
  /** Every group, for the filter. */
  groups: string[];
  /** The group the category names (its own spelling), or null for all; a category naming no group shows none. */
  active: string | null;
  /** The category asked for could not be matched to a group. */
  unknownCategory: string | null;
  sections: ContentGroup[];
}

/** /learn/resources?category=mental-health: dashes read as spaces, matched to a group whatever its case. */
export async function loadResources(promotionId: number | null, category: string | null, locale?: string): Promise<ResourcesPage> {
  const all = groupItems(await items(promotionId, PAGE_CONTENT.resources, undefined, locale));
  const groups = all.map((g) => g.name).filter((n): n is string => n !== null);
  const wanted = resourceGroupOf(category);
  if (wanted === null) return { groups, active: null, unknownCategory: null, sections: all };
  const match = all.find((g) => g.name !== null && g.name.toLowerCase().replace(/\s+/g, ' ') === wanted);
  return match
    ? { groups, active: match.name, unknownCategory: null, sections: [match] }
    : { groups, active: null, unknownCategory: wanted, sections: [] };
}

export async function loadFaqs(promotionId: number | null, locale?: string): Promise<ContentGroup[]> {
  return groupItems(await items(promotionId, PAGE_CONTENT.faqs, undefined, locale));
}

/** One random item of category 404 (participant-core.md §2), or null for the fallback text. */
export async function randomNotFoundItem(promotionId: number | null, locale?: string): Promise<ContentItem | null> {
  const list = await items(promotionId, PAGE_CONTENT.notFound, undefined, locale);
  return list.length ? list[randomInt(list.length)]! : null;
}


/** The app store links (content mobile: ios_app_link, android_app_link), for the sitemap's Mobile App. */
export async function mobileAppLinks(promotionId: number | null): Promise<AppLink[]> {
  const rows = await items(promotionId, 'mobile');
  return (['ios_app_link', 'android_app_link'] as const).flatMap((key) => {
    const item = rows.find((r) => r.key === key);
    const url = (item?.content_html ?? '').replace(/<[^>]*>/g, '').trim();
    if (!item || !/^https?:\/\//.test(url)) return [];
    return [{ url, label: (item.title_html ?? '').replace(/<[^>]*>/g, '').trim() || (key === 'ios_app_link' ? 'App Store' : 'Google Play') }];
  });
}

export interface EopPage {
  items: ContentItem[];
  /** The participant's program in numbers; null for accounts that do not take part. */
  summary: { points: number; activities: number; scenes: number; badges: number; duos: number } | null;
  /** 'YYYY-MM-DD' of the program's end, and whether it is over. */
  endsOn: string | null;
  ended: boolean;
}

/** /eop: the end-of-program thanks (content category eop) and what the participant did. */
export async function loadEop(promotion: ResolvedPromotion, user: { id: number; role: string }, locale?: string): Promise<EopPage> {
  const takesPart = isParticipant(user.role as Role);
  const [list, stats] = await Promise.all([items(promotion.id, PAGE_CONTENT.eop, undefined, locale), takesPart ? userStats(user.id, promotion) : null]);
  return {
    items: list,
    summary: stats && {
      points: stats.points.value, activities: stats.activity.total, scenes: stats.completed_scene_count, badges: stats.badge_count,
      duos: stats.completed_duo_count,
    },
    endsOn: isoDate(promotion.row.ends_on),
    ended: promotion.timeline.has_ended,
  };
}
