// Competitions of a promotion and their behaviors (plus the promotion's default behaviors), as the master edits them
// on the promotion dashboard. Every row is looked up inside its promotion: another promotion's id is a 404, never a
// change. Writes are audited, and the promotion cache is forgotten so current_competition follows at once.
import 'server-only';
import { db, type Prisma, type Tx } from '@/server/db';
import { Invalid, NotFound } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import { forgetCachedPromotions } from '@/server/tenancy/promotion-context';
import { ADMIN_TRANSACTION, type AuditActor } from '@/server/promotions/admin/mutations';
import { isoDate, parseIsoDate } from '@/lib/promotion-dates';
import { TEAM_STATUS } from '@/lib/teams/constants';
import {
  BEHAVIOR_MESSAGES as BM, COMPETITION_DEFAULTS, COMPETITION_MESSAGES as CM, behaviorDateError, behaviorDates, competitionEndsOn,
  competitionWriteSchema, type AdminBehavior, type AdminCompetition, type BehaviorWrite, type CompetitionCreate, type CompetitionDraft,
  type CompetitionWrite,
} from '@/lib/competitions/admin';

const competitionSelect = {
  id: true, promotion_id: true, name: true, enrollment_starts_on: true, enrollment_ends_on: true, competition_starts_on: true,
  competition_ends_on: true, comp_length: true, team_size_min: true, team_size_max: true, freeze_team_scores: true,
  freeze_team_scores_on: true, behavior_label: true, behavior_feature_label: true, works_value: true,
  _count: { select: { teams: true, behaviors: true } },
} as const satisfies Prisma.CompetitionSelect;
type CompetitionRow = Prisma.CompetitionGetPayload<{ select: typeof competitionSelect }>;

function serializeCompetition(r: CompetitionRow): AdminCompetition {
  return {
    id: r.id, promotion_id: r.promotion_id, name: r.name,
    enrollment_starts_on: isoDate(r.enrollment_starts_on)!, enrollment_ends_on: isoDate(r.enrollment_ends_on)!,
    competition_starts_on: isoDate(r.competition_starts_on)!, competition_ends_on: isoDate(r.competition_ends_on)!,
    comp_length: r.comp_length, team_size_min: r.team_size_min, team_size_max: r.team_size_max,
    freeze_team_scores: r.freeze_team_scores ? 1 : 0, freeze_team_scores_on: isoDate(r.freeze_team_scores_on),
    behavior_label: r.behavior_label, behavior_feature_label: r.behavior_feature_label, works_value: r.works_value,
    weeks: Math.ceil(r.comp_length / 7), teams_count: r._count.teams, behaviors_count: r._count.behaviors,
  };
}

const behaviorSelect = { id: true, promotion_id: true, competition_id: true, name: true, start: true, end: true, sequence: true } as const;
type BehaviorRow = Prisma.BehaviorGetPayload<{ select: typeof behaviorSelect }>;

function serializeBehavior(r: BehaviorRow): AdminBehavior {
  const isDefault = r.competition_id === null;
  return {
    id: r.id, name: r.name, start: isoDate(r.start), end: isoDate(r.end), sequence: r.sequence, default: isDefault,
    behaviorable_type: isDefault ? 'Promotion' : 'Competition', behaviorable_id: r.competition_id ?? r.promotion_id, promotion_id: r.promotion_id,
  };
}

// ---- competitions ----

export async function listCompetitions(promotionId: number): Promise<AdminCompetition[]> {
  // competitions (promotion_id, competition_starts_on)
  const rows = await db.competition.findMany({ where: { promotion_id: promotionId }, select: competitionSelect, orderBy: [{ competition_starts_on: 'asc' }, { id: 'asc' }] });
  return rows.map(serializeCompetition);
}

export async function findCompetition(promotionId: number, id: number): Promise<AdminCompetition | null> {
  const row = await db.competition.findFirst({ where: { id, promotion_id: promotionId }, select: competitionSelect });
  return row ? serializeCompetition(row) : null;
}

export async function requireCompetition(promotionId: number, id: number): Promise<AdminCompetition> {
  const competition = await findCompetition(promotionId, id);
  if (!competition) throw new NotFound(CM.notFound);
  return competition;
}

/** A new competition's form (§5, §9): the promotion's registration and program dates, its length, the constants. */
export async function competitionDefaults(promotionId: number): Promise<CompetitionDraft> {
  const p = await db.promotion.findUnique({
    where: { id: promotionId },
    select: { registration_starts_on: true, registration_ends_on: true, starts_on: true, program_length: true },
  });
  if (!p) throw new NotFound(CM.notFound);
  const startsOn = isoDate(p.starts_on)!;
  return {
    name: null,
    enrollment_starts_on: isoDate(p.registration_starts_on) ?? startsOn,
    enrollment_ends_on: isoDate(p.registration_ends_on) ?? startsOn,
    competition_starts_on: startsOn,
    competition_ends_on: competitionEndsOn(startsOn, p.program_length),
    comp_length: p.program_length,
    freeze_team_scores_on: null,
    ...COMPETITION_DEFAULTS,
  };
}

function competitionData(input: CompetitionWrite) {
  if (input.enrollment_ends_on < input.enrollment_starts_on) throw new Invalid(CM.enrollmentOrder);
  if (input.team_size_min > input.team_size_max) throw new Invalid(CM.teamSizes);
  const endsOn = competitionEndsOn(input.competition_starts_on, input.comp_length);
  return {
    name: input.name,
    enrollment_starts_on: parseIsoDate(input.enrollment_starts_on), enrollment_ends_on: parseIsoDate(input.enrollment_ends_on),
    competition_starts_on: parseIsoDate(input.competition_starts_on), competition_ends_on: parseIsoDate(endsOn),
    comp_length: input.comp_length, team_size_min: input.team_size_min, team_size_max: input.team_size_max,
    freeze_team_scores: input.freeze_team_scores,
    freeze_team_scores_on: input.freeze_team_scores_on ? parseIsoDate(input.freeze_team_scores_on) : null,
    behavior_label: input.behavior_label, behavior_feature_label: input.behavior_feature_label, works_value: input.works_value,
  };
}

type CompetitionData = ReturnType<typeof competitionData>;
const auditable = (d: CompetitionData) => Object.fromEntries(Object.entries(d).map(([k, v]) => [k, v instanceof Date ? isoDate(v) : v]));

/**
 * What a client omits takes the defaults GET ?new=true serves (one source: competitionDefaults), so a client written
 * from the spec may send only {name} (§5, §9: dates from the promotion, team sizes 4, Thrive labels, works 400).
 */
async function withDefaults(promotionId: number, input: CompetitionCreate): Promise<CompetitionWrite> {
  const defaults = competitionWriteSchema.parse(await competitionDefaults(promotionId));
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  return { ...defaults, ...given };
}

export async function createCompetition(who: AuditActor, promotionId: number, input: CompetitionCreate): Promise<AdminCompetition> {
  const data = competitionData(await withDefaults(promotionId, input));
  const id = await db.$transaction(async (tx) => {
    const row = await tx.competition.create({ data: { promotion_id: promotionId, ...data }, select: { id: true } });
    await recordAudit(tx, { ...who, action: 'create', recordType: 'Competition', recordId: row.id, promotionId, after: auditable(data) });
    return row.id;
  }, ADMIN_TRANSACTION);
  forgetCachedPromotions();
  return requireCompetition(promotionId, id);
}

/**
 * Team statuses follow team_size_min (docs/teams.md "Official"): a changed minimum re-rates the competition's live
 * teams at once, as a membership change would.
 */
async function rerateTeams(tx: Tx, competitionId: number, min: number): Promise<void> {
  await tx.team.updateMany({ where: { competition_id: competitionId, status: TEAM_STATUS.pending, member_count: { gte: min } }, data: { status: TEAM_STATUS.official } });
  await tx.team.updateMany({ where: { competition_id: competitionId, status: TEAM_STATUS.official, member_count: { lt: min } }, data: { status: TEAM_STATUS.pending } });
}

export async function updateCompetition(who: AuditActor, promotionId: number, id: number, input: CompetitionWrite): Promise<AdminCompetition> {
  const data = competitionData(input);
  await db.$transaction(async (tx) => {
    const before = await tx.competition.findFirst({ where: { id, promotion_id: promotionId }, select: competitionSelect });
    if (!before) throw new NotFound(CM.notFound);
    const outside = await tx.behavior.count({
      where: {
        competition_id: id,
        OR: [{ start: { lt: data.competition_starts_on } }, { end: { gt: data.competition_ends_on } }, { start: { gt: data.competition_ends_on } }, { end: { lt: data.competition_starts_on } }],
      },
    });
    if (outside > 0) throw new Invalid(CM.behaviorsOutside);
    await tx.competition.update({ where: { id }, data });
    if (before.team_size_min !== data.team_size_min) await rerateTeams(tx, id, data.team_size_min);
    const { _count: _ignored, id: _id, promotion_id: _p, ...rest } = before;
    await recordAudit(tx, { ...who, action: 'update', recordType: 'Competition', recordId: id, promotionId, before: auditable(rest as CompetitionData), after: auditable(data) });
  }, ADMIN_TRANSACTION);
  forgetCachedPromotions();
  return requireCompetition(promotionId, id);
}

export async function deleteCompetition(who: AuditActor, promotionId: number, id: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const row = await tx.competition.findFirst({ where: { id, promotion_id: promotionId }, select: { id: true, name: true, competition_starts_on: true, _count: { select: { teams: true } } } });
    if (!row) throw new NotFound(CM.notFound);
    if (row._count.teams > 0) throw new Invalid(CM.hasTeams);
    await tx.competition.delete({ where: { id } });
    await recordAudit(tx, { ...who, action: 'delete', recordType: 'Competition', recordId: id, promotionId, before: { name: row.name, competition_starts_on: isoDate(row.competition_starts_on) } });
  }, ADMIN_TRANSACTION);
  forgetCachedPromotions();
}

// ---- behaviors ----

/** The behaviors of a competition (competitionId) or the promotion's defaults (null), in order. */
export async function listBehaviors(promotionId: number, competitionId: number | null): Promise<AdminBehavior[]> {
  if (competitionId !== null) await requireCompetition(promotionId, competitionId);
  // behaviors (promotion_id, competition_id, sequence)
  const rows = await db.behavior.findMany({ where: { promotion_id: promotionId, competition_id: competitionId }, select: behaviorSelect, orderBy: [{ sequence: 'asc' }, { id: 'asc' }] });
  return rows.map(serializeBehavior);
}

async function rangeOf(tx: Tx, promotionId: number, competitionId: number | null): Promise<{ from: string; to: string } | null> {
  if (competitionId === null) return null;
  const c = await tx.competition.findFirst({ where: { id: competitionId, promotion_id: promotionId }, select: { competition_starts_on: true, competition_ends_on: true } });
  if (!c) throw new NotFound(CM.notFound);
  return { from: isoDate(c.competition_starts_on)!, to: isoDate(c.competition_ends_on)! };
}

function behaviorData(input: BehaviorWrite, range: { from: string; to: string } | null) {
  const { start, end } = behaviorDates(input.start, input.end);
  const error = behaviorDateError(start, end, range);
  if (error) throw new Invalid(error);
  return { name: input.name, start: start ? parseIsoDate(start) : null, end: end ? parseIsoDate(end) : null };
}

const behaviorAudit = (d: { name: string; start: Date | null; end: Date | null; sequence?: number }) =>
  ({ name: d.name, start: isoDate(d.start), end: isoDate(d.end), ...(d.sequence === undefined ? {} : { sequence: d.sequence }) });

export async function createBehavior(who: AuditActor, promotionId: number, competitionId: number | null, input: BehaviorWrite): Promise<AdminBehavior> {
  const row = await db.$transaction(async (tx) => {
    const data = behaviorData(input, await rangeOf(tx, promotionId, competitionId));
    const last = await tx.behavior.aggregate({ where: { promotion_id: promotionId, competition_id: competitionId }, _max: { sequence: true } });
    const sequence = input.sequence ?? (last._max.sequence ?? 0) + 1;
    const created = await tx.behavior.create({ data: { promotion_id: promotionId, competition_id: competitionId, sequence, ...data }, select: behaviorSelect });
    await recordAudit(tx, { ...who, action: 'create', recordType: 'Behavior', recordId: created.id, promotionId, after: { competition_id: competitionId, ...behaviorAudit({ ...data, sequence }) } });
    return created;
  }, ADMIN_TRANSACTION);
  return serializeBehavior(row);
}

export async function updateBehavior(who: AuditActor, promotionId: number, id: number, input: BehaviorWrite): Promise<AdminBehavior> {
  const row = await db.$transaction(async (tx) => {
    const old = await tx.behavior.findFirst({ where: { id, promotion_id: promotionId }, select: behaviorSelect });
    if (!old) throw new NotFound(BM.notFound);
    const data = { ...behaviorData(input, await rangeOf(tx, promotionId, old.competition_id)), sequence: input.sequence ?? old.sequence };
    const updated = await tx.behavior.update({ where: { id }, data, select: behaviorSelect });
    await recordAudit(tx, { ...who, action: 'update', recordType: 'Behavior', recordId: id, promotionId, before: behaviorAudit(old), after: behaviorAudit(data) });
    return updated;
  }, ADMIN_TRANSACTION);
  return serializeBehavior(row);
}

export async function deleteBehavior(who: AuditActor, promotionId: number, id: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const old = await tx.behavior.findFirst({ where: { id, promotion_id: promotionId }, select: behaviorSelect });
    if (!old) throw new NotFound(BM.notFound);
    await tx.behavior.delete({ where: { id } });
    await recordAudit(tx, { ...who, action: 'delete', recordType: 'Behavior', recordId: id, promotionId, before: behaviorAudit(old) });
  }, ADMIN_TRANSACTION);
}

/** A path segment as an id, or null (the page answers 404). */
export function pageIdOf(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2 ** 31 - 1 ? Number(raw) : null;
}
