// Writes of the promotion administration: create (with the parent's defaults), update (whole or partial), make a
// parent, take the parent's library again. Every write records its audit row in its own transaction.
import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Prisma } from '@/generated/prisma/client';
import { db, type Tx } from '@/server/db';
import { Conflict, Invalid } from '@/server/platform/errors';
import { inTurn } from '@/server/platform/in-turn';
import { recordAudit } from '@/server/audit/record';
import { forgetCachedPromotions } from '@/server/tenancy/promotion-context';
import { parseIsoDate } from '@/lib/promotion-dates';
import { PROMOTION_FLAG_DEFAULTS } from '@/lib/promotion-flags';
import {
  dateIssues, defaultGoalFor, endsOnFor, INHERITED_FIELDS, isProgramLength, PROMOTION_ADMIN_MESSAGES as M, promotionIssues, subdomainIssue, type RuleIssue,
} from '@/lib/promotions/admin-rules';
import type { PromotionWrite } from '@/lib/promotions/admin-schema';
import type { AdminPromotion } from '@/lib/promotions/admin-types';
import { DEFAULT_THEME } from '@/lib/promotions/themes';
import { findAdminPromotion, requireAdminPromotion } from './queries';
import { adminPromotionSelect, serializeAdminPromotion, type AdminPromotionRow } from './serialize';
import { lockPromotionRowSql } from './sql';

/**
 * An administrative write waits for a connection and for the promotion's row lock longer than Prisma's defaults
 * (2 s, 5 s): a burst of saves on one promotion queues on its row instead of failing.
 */
export const ADMIN_TRANSACTION = { maxWait: 10_000, timeout: 20_000 };

export interface AuditActor {
  actorId: number;
  ip: string | null;
}

/** The library a promotion takes from its parent again (update_library): its three collections. */
export const LIBRARY_FIELDS = ['default_competition_collection_id', 'collection_id', 'duo_collection_id'] as const;

const DATE_FIELDS = ['program_length', 'starts_on', 'ends_on', 'registration_starts_on', 'registration_ends_on', 'launch_on', 'logging_ends_on', 'disabled_on'] as const;
const DAY_COLUMNS = ['starts_on', 'ends_on', 'registration_starts_on', 'registration_ends_on', 'launch_on', 'logging_ends_on', 'disabled_on'] as const;

type Values = Omit<AdminPromotion, 'flags'> & { flags: Record<string, boolean> };

function refuse(issues: RuleIssue[]): never {
  throw new Invalid(issues.map((i) => i.message));
}

/** The columns a merged record writes: days as dates, every derived or read-only field left out. */
function columnsOf(v: Partial<Values>, keys: readonly string[]): Prisma.PromotionUncheckedUpdateInput {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const value = (v as Record<string, unknown>)[key];
    if (value === undefined) continue;
    out[key] = (DAY_COLUMNS as readonly string[]).includes(key) && typeof value === 'string' ? parseIsoDate(value) : value;
  }
  return out as Prisma.PromotionUncheckedUpdateInput;
}

async function parentOf(parentId: number | null | undefined, selfId?: number): Promise<AdminPromotion | null> {
  if (parentId === null || parentId === undefined) return null;
  if (parentId === selfId) refuse([{ field: 'parent_promotion_id', message: M.parentSelf }]);
  const parent = await findAdminPromotion(parentId);
  if (!parent) refuse([{ field: 'parent_promotion_id', message: M.parentMissing }]);
  if (!parent.is_parent) refuse([{ field: 'parent_promotion_id', message: M.parentNotParent }]);
  return parent;
}

async function checkOrganization(id: number | undefined): Promise<void> {
  if (id === undefined) return;
  const found = await db.organization.findUnique({ where: { id }, select: { id: true } });
  if (!found) refuse([{ field: 'organization_id', message: M.organizationMissing }]);
}

async function checkSubdomainFree(subdomain: string, selfId?: number): Promise<void> {
  const taken = await db.promotion.findFirst({ where: { subdomain, ...(selfId ? { NOT: { id: selfId } } : {}) }, select: { id: true } });
  if (taken) refuse([{ field: 'subdomain', message: M.subdomainTaken }]);
}

/** The values of a new promotion before the body: the columns' defaults, then the parent's. */
function newPromotionDefaults(parent: AdminPromotion | null): Partial<Values> {
  const base: Partial<Values> = {
    theme: DEFAULT_THEME, api_version: 2, time_zone: 'America/New_York', program_length: 56, is_launchpad: false,
    is_closed: false, duo_ended: false, is_active: true, daily_activity_allowance: 3, daily_activity_minimum: 1,
    max_activities_day: 3, min_interest_choice: 1, max_interest_choice: 1, flags: { ...PROMOTION_FLAG_DEFAULTS },
    registration_starts_on: null, registration_ends_on: null, launch_on: null, logging_ends_on: null, disabled_on: null,
  };
  if (!parent) return base;
  const inherited: Record<string, unknown> = {};
  for (const key of INHERITED_FIELDS) inherited[key] = parent[key];
  return { ...base, ...(inherited as Partial<Values>), flags: { ...parent.flags } };
}

const WRITABLE_ON_CREATE = [
  'name', 'program_name', 'subdomain', 'domain', 'theme', 'logo', 'tag', 'organization_id', 'parent_promotion_id',
  'is_launchpad', 'api_version', 'time_zone', 'default_locale', ...DATE_FIELDS, 'is_closed', 'duo_ended', 'is_active', 'max_registrations',
  'default_goal', 'daily_activity_allowance', 'daily_activity_minimum', 'max_activities_day', 'min_interest_choice',
  'max_interest_choice', 'trivia_points', 'bonus_points', 'entry_points', 'works_point_value', 'activity_feels',
  'default_competition_collection_id', 'collection_id', 'duo_collection_id', 'attraction_label', 'attraction_label_plural',
  'friend_label', 'friend_label_plural', 'point_label', 'point_label_plural', 'level_label', 'level_label_plural',
  'wall_label', 'location_labels', 'flags', 'display_team_feature', 'video_url', 'video_button_url', 'video_caption_url',
  'coordinators', 'visible_validic_devices',
] as const;

export async function createPromotion(who: AuditActor, body: PromotionWrite): Promise<AdminPromotion> {
  const missing: RuleIssue[] = [];
  if (!body.name) missing.push({ field: 'name', message: M.nameRequired });
  if (!body.organization_id) missing.push({ field: 'organization_id', message: M.organizationRequired });
  if (missing.length) refuse(missing);
  const parent = await parentOf(body.parent_promotion_id);
  const defaults = newPromotionDefaults(parent);
  const { flags: flagPatch, ...rest } = body;
  const merged = { ...defaults, ...stripUndefined(rest), flags: { ...defaults.flags, ...flagPatch } } as Values;
  merged.subdomain = merged.subdomain ?? '';
  merged.default_goal = body.default_goal ?? defaultGoalFor(merged.program_length);
  const issues = promotionIssues({ ...merged, starts_on: merged.starts_on ?? null, ends_on: body.ends_on ?? null });
  if (issues.length) refuse(issues);
  merged.ends_on = endsOnFor(merged.starts_on, merged.program_length);
  await checkOrganization(merged.organization_id);
  await checkSubdomainFree(merged.subdomain);

  const id = await db.$transaction(async (tx) => {
    const created = await tx.promotion.create({
      data: {
        ...(columnsOf(merged, WRITABLE_ON_CREATE) as Prisma.PromotionUncheckedCreateInput),
        websocket_channel: `promotion_${merged.subdomain}_${randomBytes(4).toString('hex')}`,
      },
      select: { id: true },
    });
    const after = await findAdminPromotionIn(tx, created.id);
    await recordAudit(tx, { ...who, action: 'create', recordType: 'Promotion', recordId: created.id, promotionId: created.id, organizationId: merged.organization_id, after });
    return created.id;
  }, ADMIN_TRANSACTION);
  await forgetCachedPromotions();
  return requireAdminPromotion(id);
}

/** Writes to one promotion, one at a time in this process: each reads what the one before it wrote. */
const inPromotionTurn = <T>(id: number, work: () => Promise<T>) => inTurn(`promotion:${id}`, work);

/**
 * Another process wrote the promotion between this write's read and its row lock: its merge would undo that write
 * (a date saved from a stale length leaves the end date wrong), so it is refused instead.
 */
async function lockUnchanged(tx: Tx, id: number, readAt: string): Promise<void> {
  const row = await lockPromotionRowSql.first(tx, id);
  if (row && Math.round(row.updated_ms) !== Date.parse(readAt)) throw new Conflict(M.changedMeanwhile);
}

export function updatePromotion(who: AuditActor, id: number, body: PromotionWrite): Promise<AdminPromotion> {
  return inPromotionTurn(id, () => updateInTurn(who, id, body));
}

async function updateInTurn(who: AuditActor, id: number, body: PromotionWrite): Promise<AdminPromotion> {
  const current = await requireAdminPromotion(id);
  const { flags: flagPatch, ...rest } = body;
  const sent = stripUndefined(rest) as Partial<Values>;
  const merged = { ...current, ...sent, flags: { ...current.flags, ...flagPatch } } as Values;
  const issues: RuleIssue[] = [];
  if (sent.subdomain !== undefined) {
    const sub = subdomainIssue(sent.subdomain);
    if (sub) issues.push(sub);
  }
  const datesTouched = DATE_FIELDS.some((k) => k in sent);
  if (datesTouched) issues.push(...dateIssues({ ...merged, ends_on: sent.ends_on ?? null }));
  if ('min_interest_choice' in sent || 'max_interest_choice' in sent || 'daily_activity_minimum' in sent || 'daily_activity_allowance' in sent) {
    issues.push(...promotionIssues(merged).filter((i) => ['min_interest_choice', 'daily_activity_minimum'].includes(i.field)));
  }
  if (issues.length) refuse(issues);
  if (datesTouched && isProgramLength(merged.program_length)) merged.ends_on = endsOnFor(merged.starts_on, merged.program_length);
  if (sent.parent_promotion_id !== undefined) await parentOf(sent.parent_promotion_id, id);
  if (sent.organization_id !== undefined) await checkOrganization(sent.organization_id);
  if (sent.subdomain !== undefined) await checkSubdomainFree(sent.subdomain, id);

  const keys = [...Object.keys(sent), ...(datesTouched ? ['ends_on'] : []), ...(flagPatch ? ['flags'] : [])];
  const onlyFlags = Object.keys(sent).length === 0 && flagPatch !== undefined;
  await db.$transaction(async (tx) => {
    await lockUnchanged(tx, id, current.updated_at);
    await tx.promotion.update({ where: { id }, data: columnsOf(merged, WRITABLE_ON_CREATE.filter((k) => keys.includes(k))) });
    const after = await findAdminPromotionIn(tx, id);
    await recordAudit(tx, {
      ...who, action: onlyFlags ? 'toggle' : 'update', recordType: 'Promotion', recordId: id, promotionId: id,
      organizationId: merged.organization_id, before: auditView(current), after,
    });
  }, ADMIN_TRANSACTION);
  await forgetCachedPromotions();
  return requireAdminPromotion(id);
}

/** A parent's children take its defaults; the hierarchy is one level deep, so a child cannot become a parent. */
export function makeParent(who: AuditActor, id: number): Promise<AdminPromotion> {
  return inPromotionTurn(id, () => makeParentInTurn(who, id));
}

async function makeParentInTurn(who: AuditActor, id: number): Promise<AdminPromotion> {
  const current = await requireAdminPromotion(id);
  if (current.is_parent) return current;
  if (current.parent_promotion_id !== null) throw new Invalid(M.makeParent);
  await db.$transaction(async (tx) => {
    await tx.promotion.update({ where: { id }, data: { is_parent: true } });
    await recordAudit(tx, { ...who, action: 'update', recordType: 'Promotion', recordId: id, promotionId: id, organizationId: current.organization_id, before: { is_parent: false }, after: { is_parent: true } });
  }, ADMIN_TRANSACTION);
  await forgetCachedPromotions();
  return requireAdminPromotion(id);
}

/** The promotion takes its parent's library (activity, scene and duo collections) again. */
export function updateLibrary(who: AuditActor, id: number): Promise<AdminPromotion> {
  return inPromotionTurn(id, () => updateLibraryInTurn(who, id));
}

async function updateLibraryInTurn(who: AuditActor, id: number): Promise<AdminPromotion> {
  const current = await requireAdminPromotion(id);
  const parent = current.parent_promotion_id === null ? null : await findAdminPromotion(current.parent_promotion_id);
  if (!parent) throw new Invalid(M.updateLibrary);
  const data = Object.fromEntries(LIBRARY_FIELDS.map((k) => [k, parent[k]]));
  await db.$transaction(async (tx) => {
    await tx.promotion.update({ where: { id }, data });
    const before = Object.fromEntries(LIBRARY_FIELDS.map((k) => [k, current[k]]));
    await recordAudit(tx, { ...who, action: 'update', recordType: 'Promotion', recordId: id, promotionId: id, organizationId: current.organization_id, before, after: data });
  }, ADMIN_TRANSACTION);
  await forgetCachedPromotions();
  return requireAdminPromotion(id);
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The promotion as the trail keeps it, read in the write's transaction (timestamps left out: they always change). */
async function findAdminPromotionIn(tx: Tx, id: number): Promise<Record<string, unknown>> {
  const row = await tx.promotion.findUniqueOrThrow({ where: { id }, select: adminPromotionSelect });
  return auditView(serializeAdminPromotion(row as unknown as AdminPromotionRow));
}

function auditView(p: AdminPromotion): Record<string, unknown> {
  const { created_at, updated_at, ...fields } = p;
  void created_at;
  void updated_at;
  return fields;
}
