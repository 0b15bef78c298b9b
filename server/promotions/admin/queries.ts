// Reads of the promotion administration: the master's table, one promotion with every field, the promotion
// dashboard, the form's choices, levels and point thresholds.
import 'server-only';
import { effectiveBadges } from '@/server/badges/queries';
import { db } from '@/server/db';
import { NotFound } from '@/server/platform/errors';
import type { Page } from '@/server/platform/pagination';
import { ACTIVITY_POINTS } from '@/lib/logging/constants';
import { isoDate } from '@/lib/promotion-dates';
import { goalCalculation, INHERITED_FIELDS, PROMOTION_ADMIN_MESSAGES, weeksOf, type PointableType } from '@/lib/promotions/admin-rules';
import type { PromotionSort } from '@/lib/promotions/admin-schema';
import type { AdminLevel, AdminPointThreshold, AdminPromotion, InheritedDefaults, PromotionDashboard, PromotionFormOptions } from '@/lib/promotions/admin-types';
import { promotionPageSql, type PromotionPageArgs } from './sql';
import { adminPromotionSelect, promotionListSelect, serializeAdminPromotion, serializePromotionListRow, type AdminPromotionRow } from './serialize';

export interface PromotionListFilters {
  q?: string;
  organization_id?: number;
  reseller_id?: number;
  parent_promotion_id?: number;
  is_parent?: boolean;
  active?: boolean;
  sort: PromotionSort;
  direction: 'asc' | 'desc';
}

export async function listPromotions(filters: PromotionListFilters, page: Page) {
  const args: PromotionPageArgs = {
    q: filters.q || null, organizationId: filters.organization_id ?? null, resellerId: filters.reseller_id ?? null,
    parentPromotionId: filters.parent_promotion_id ?? null, isParent: filters.is_parent ?? null, active: filters.active ?? null,
    sort: filters.sort, direction: filters.direction, limit: page.take ?? null, offset: page.skip,
  };
  const ids = await promotionPageSql.all(db, args);
  // Past the last page there is no row to carry the count: ask for the first one.
  const total = ids.length ? Number(ids[0].total) : page.skip > 0 ? Number((await promotionPageSql.first(db, { ...args, limit: 1, offset: 0 }))?.total ?? 0) : 0;
  const rows = await db.promotion.findMany({ where: { id: { in: ids.map((r) => r.id) } }, select: promotionListSelect });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { rows: ids.flatMap((r) => (byId.has(r.id) ? [serializePromotionListRow(byId.get(r.id)!)] : [])), total };
}

export async function findAdminPromotion(id: number): Promise<AdminPromotion | null> {
  const row = await db.promotion.findFirst({ where: { id, deleted_at: null }, select: adminPromotionSelect });
  return row ? serializeAdminPromotion(row as unknown as AdminPromotionRow) : null;
}

export async function requireAdminPromotion(id: number): Promise<AdminPromotion> {
  const promotion = await findAdminPromotion(id);
  if (!promotion) throw new NotFound(PROMOTION_ADMIN_MESSAGES.load);
  return promotion;
}

/** Behavior logging day: one a week ("Thrive Thursday"); its points are the best Behavior threshold's. */
const BEHAVIOR_DAYS_PER_WEEK = 1;
const ACTIVITY_DAYS_PER_WEEK = 7;

export async function promotionDashboard(id: number): Promise<PromotionDashboard> {
  const promotion = await requireAdminPromotion(id);
  const where = { promotion_id: id };
  const [eligTotal, eligActive, competitions, locations, badges, prompts, evaluations, ssoExtras, levels, thresholds, behaviorBest, participants, duoTemplates] =
    await Promise.all([
      db.eligibility.count({ where }),
      db.eligibility.count({ where: { promotion_id: id, user_id: { not: null } } }),
      db.competition.findMany({ where, select: { id: true, name: true, competition_starts_on: true, competition_ends_on: true }, orderBy: { competition_starts_on: 'asc' } }),
      db.location.findMany({ where, select: { id: true, name: true, parent_location_id: true }, orderBy: [{ sequence: 'asc' }, { id: 'asc' }] }),
      // The badges in force (its own and the defaults it has not customized): the Badges screen's list, so both count alike.
      effectiveBadges(id).then((all) => all.map((b) => ({ id: b.id, name: b.name }))),
      db.customPrompt.findMany({ where, select: { id: true, prompt: true, short_label: true }, orderBy: [{ sequence: 'asc' }, { id: 'asc' }] }),
      db.evaluationDefinition.findMany({ where, select: { id: true, name: true }, orderBy: [{ start_date: 'asc' }, { id: 'asc' }] }),
      db.ssoExtra.findMany({ where, select: { id: true, name: true, data_type: true, path: true }, orderBy: { id: 'asc' } }),
      db.level.count({ where }),
      db.pointThreshold.count({ where }),
      db.pointThreshold.aggregate({ where: { promotion_id: id, pointable_type: 'Behavior' }, _max: { points: true } }),
      db.user.count({ where }),
      promotion.duo_collection_id
        ? db.duoCollectionTemplate.findMany({
            where: { duo_collection_id: promotion.duo_collection_id },
            select: { duo_template: { select: { id: true, name: true } } },
            orderBy: { sequence: 'asc' },
          })
        : Promise.resolve([]),
    ]);
  // The tree in reading order: each location followed by its children (depth for the indent).
  const childrenOf = new Map<number | null, typeof locations>();
  for (const l of locations) childrenOf.set(l.parent_location_id, [...(childrenOf.get(l.parent_location_id) ?? []), l]);
  const known = new Set(locations.map((l) => l.id));
  const tree: { id: number; name: string; parent_location_id: number | null; depth: number }[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const l of childrenOf.get(parent) ?? []) {
      tree.push({ id: l.id, name: l.name, parent_location_id: l.parent_location_id, depth });
      if (depth < 10) walk(l.id, depth + 1);
    }
  };
  walk(null, 0);
  // A location whose parent is missing still shows, at the top.
  for (const l of locations) if (l.parent_location_id !== null && !known.has(l.parent_location_id)) walk(l.parent_location_id, 0);
  return {
    promotion,
    eligibility: { is_displayed: promotion.flags.is_eligibility_displayed, total: eligTotal, active: eligActive },
    goal: goalCalculation({
      activity_points_per_day: ACTIVITY_POINTS * promotion.daily_activity_allowance,
      activity_days_per_week: ACTIVITY_DAYS_PER_WEEK,
      behavior_points_per_day: behaviorBest._max.points ?? 0,
      behavior_days_per_week: BEHAVIOR_DAYS_PER_WEEK,
      weeks: weeksOf(promotion.program_length),
    }),
    competitions: competitions.map((c) => ({
      id: c.id, name: c.name ?? `Competition ${c.id}`,
      competition_starts_on: isoDate(c.competition_starts_on)!, competition_ends_on: isoDate(c.competition_ends_on)!,
    })),
    locations: tree,
    badges,
    custom_prompts: prompts.map((p) => ({ id: p.id, name: p.short_label || p.prompt })),
    evaluation_definitions: evaluations,
    duo_templates: duoTemplates.map((d) => d.duo_template),
    sso_extras: ssoExtras.map((s) => ({ id: s.id, name: s.name ?? s.path, data_type: s.data_type, path: s.path })),
    levels_count: levels,
    point_thresholds_count: thresholds,
    participants: { total: participants },
  };
}

export async function promotionFormOptions(): Promise<PromotionFormOptions> {
  const byName = { name: 'asc' } as const;
  const named = { id: true, name: true } as const;
  const [organizations, parents, activity, scene, duo, resellers] = await Promise.all([
    db.organization.findMany({ select: { id: true, name: true, reseller_id: true }, orderBy: byName }),
    db.promotion.findMany({ where: { is_parent: true, deleted_at: null }, select: adminPromotionSelect, orderBy: byName }),
    db.activityCollection.findMany({ where: { promotion_id: null }, select: named, orderBy: byName }),
    db.sceneCollection.findMany({ select: named, orderBy: byName }),
    db.duoCollection.findMany({ select: named, orderBy: byName }),
    db.reseller.findMany({ select: named, orderBy: byName }),
  ]);
  const parentChoices = parents.map((row) => {
    const p = serializeAdminPromotion(row as unknown as AdminPromotionRow);
    return { id: p.id, name: p.name, defaults: Object.fromEntries(INHERITED_FIELDS.map((k) => [k, p[k]])) as InheritedDefaults };
  });
  return { organizations, parents: parentChoices, activity_collections: activity, scene_collections: scene, duo_collections: duo, resellers };
}

export async function listLevels(promotionId: number): Promise<AdminLevel[]> {
  return db.level.findMany({ where: { promotion_id: promotionId }, select: { id: true, name: true, sequence: true }, orderBy: [{ sequence: 'asc' }, { id: 'asc' }] });
}

const thresholdSelect = {
  id: true, pointable_type: true, behavior_id: true, value_label: true, value: true, points: true,
  behavior: { select: { name: true } },
} as const;

type ThresholdRow = { id: number; pointable_type: string; behavior_id: number | null; value_label: string | null; value: number; points: number; behavior: { name: string } | null };

export function serializeThreshold(t: ThresholdRow): AdminPointThreshold {
  return {
    id: t.id, pointable_type: t.pointable_type as PointableType, pointable_id: t.behavior_id,
    behavior_name: t.behavior?.name ?? null, value_label: t.value_label, value: t.value, points: t.points,
  };
}

export async function listPointThresholds(promotionId: number): Promise<AdminPointThreshold[]> {
  const rows = await db.pointThreshold.findMany({
    where: { promotion_id: promotionId }, select: thresholdSelect,
    orderBy: [{ pointable_type: 'asc' }, { value: 'asc' }, { id: 'asc' }],
  });
  return rows.map(serializeThreshold);
}

export async function findPointThreshold(promotionId: number, id: number): Promise<AdminPointThreshold | null> {
  const row = await db.pointThreshold.findFirst({ where: { id, promotion_id: promotionId }, select: thresholdSelect });
  return row ? serializeThreshold(row) : null;
}

export { thresholdSelect };
