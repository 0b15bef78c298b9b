// The activity editor (/promotion/{id}/activities?activityId&category): create in a promotion, update and delete by
// id. An activity belongs to one promotion or, with no promotion, to the library (activity collections); its areas
// of interest and its parent must be of the same owner. What is saved is what participants read on their next request.
// Its translations (issue 36) are saved with it: `translations: {es: {name, …}}` in the same call and transaction.
import 'server-only';
import { db, type Prisma, type Tx } from '@/server/db';
import { Invalid, NotFound } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import { ADMIN_TRANSACTION, type AuditActor } from '@/server/promotions/admin/mutations';
import { categoryObject } from '@/lib/activities/categories';
import { PROGRAM_DESIGN_MESSAGES as M } from '@/lib/program-design/messages';
import type { ActivityWrite } from '@/lib/program-design/schemas';
import type { AdminActivity } from '@/lib/program-design/types';
import type { ActivityTranslations } from '@/lib/activities/types';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { activityTranslationSelect } from '../translations';
import { sanitizeActivityContent } from './sanitize';
import { saveActivityTranslations } from './translations';

export const adminActivitySelect = {
  id: true, promotion_id: true, category: true, week_available: true, sequence: true, parent_activity_id: true,
  name: true, blurb: true, content: true, image_url: true, question: true, answers: true, correct_answer: true,
  is_logging: true, areas_of_interest: { select: { area_of_interest_id: true }, orderBy: { area_of_interest_id: 'asc' } },
  // The language it is written in (its promotion's default) and every translation, for the editor's Translations.
  promotion: { select: { default_locale: true } },
  translations: { select: activityTranslationSelect, orderBy: { locale: 'asc' } },
} satisfies Prisma.ActivitySelect;

type Row = Prisma.ActivityGetPayload<{ select: typeof adminActivitySelect }>;

export function serializeAdminActivity(a: Row): AdminActivity {
  return {
    id: a.id, promotion_id: a.promotion_id, category: a.category, category_object: categoryObject(a.category),
    week_available: a.week_available, sequence: a.sequence, parent_activity_id: a.parent_activity_id,
    area_of_interest_ids: a.areas_of_interest.map((x) => x.area_of_interest_id),
    name: a.name, blurb: a.blurb, content: a.content, image: { url: a.image_url },
    question: a.question, answers: a.answers, correct_answer: a.correct_answer, is_logging: a.is_logging,
    locale: isLocale(a.promotion?.default_locale) ? a.promotion.default_locale : DEFAULT_LOCALE,
    translations: Object.fromEntries(a.translations.filter((t) => isLocale(t.locale)).map(({ locale, ...text }) => [locale, text])) as ActivityTranslations,
  };
}

/** The editor's list: a promotion's activities (null: the library's) by week, sequence, optionally of one category. */
export async function listAdminActivities(promotionId: number | null, category?: string): Promise<AdminActivity[]> {
  const rows = await db.activity.findMany({
    where: { promotion_id: promotionId, ...(category ? { category } : {}) },
    select: adminActivitySelect,
    orderBy: [{ week_available: 'asc' }, { sequence: 'asc' }, { id: 'asc' }],
  });
  return rows.map(serializeAdminActivity);
}

export async function findAdminActivity(id: number): Promise<AdminActivity | null> {
  const row = await db.activity.findUnique({ where: { id }, select: adminActivitySelect });
  return row ? serializeAdminActivity(row) : null;
}

/** Areas and parent must belong to the activity's owner (its promotion, or the library). */
async function checkLinks(tx: Tx, owner: number | null, input: ActivityWrite, selfId: number | null): Promise<void> {
  const areaIds = [...new Set(input.area_of_interest_ids)];
  if (areaIds.length) {
    const found = await tx.areaOfInterest.count({ where: { id: { in: areaIds }, promotion_id: owner } });
    if (found !== areaIds.length) throw new Invalid(M.unknownArea);
  }
  if (input.parent_activity_id !== null) {
    const parent = input.parent_activity_id === selfId ? null
      : await tx.activity.findFirst({ where: { id: input.parent_activity_id, promotion_id: owner }, select: { id: true } });
    if (!parent) throw new Invalid(M.unknownParent);
  }
}

function columnsOf(input: ActivityWrite) {
  return {
    category: input.category, name: input.name, blurb: input.blurb, content: sanitizeActivityContent(input.content),
    image_url: input.image_url, week_available: input.week_available, sequence: input.sequence,
    parent_activity_id: input.parent_activity_id, is_logging: input.is_logging,
    question: input.question, answers: input.question ? input.answers : [], correct_answer: input.question ? input.correct_answer : null,
  };
}

/** The fields the trail keeps (content by length: it can be long; translations have their own audit row). */
function auditView(a: AdminActivity | ReturnType<typeof columnsOf> & { area_of_interest_ids: number[] }): Record<string, unknown> {
  const { content, ...rest } = a as Record<string, unknown>;
  delete rest.category_object;
  delete rest.id;
  delete rest.locale;
  delete rest.translations;
  return { ...rest, content_length: typeof content === 'string' ? content.length : 0 };
}

/** Inserts an activity in the caller's transaction (the editor, and create_item of an activity collection). */
export async function insertActivity(tx: Tx, who: AuditActor, promotionId: number | null, input: ActivityWrite): Promise<AdminActivity> {
  await checkLinks(tx, promotionId, input, null);
  const data = columnsOf(input);
  const areaIds = [...new Set(input.area_of_interest_ids)];
  const row = await tx.activity.create({
    data: { ...data, promotion_id: promotionId, areas_of_interest: { create: areaIds.map((id) => ({ area_of_interest_id: id })) } },
    select: adminActivitySelect,
  });
  await recordAudit(tx, { ...who, action: 'create', recordType: 'Activity', recordId: row.id, promotionId, after: auditView({ ...data, area_of_interest_ids: areaIds }) });
  if (!input.translations) return serializeAdminActivity(row);
  await saveActivityTranslations(tx, who, row.id, promotionId, input.translations);
  return serializeAdminActivity(await tx.activity.findUniqueOrThrow({ where: { id: row.id }, select: adminActivitySelect }));
}

export function createActivity(who: AuditActor, promotionId: number | null, input: ActivityWrite): Promise<AdminActivity> {
  return db.$transaction((tx) => insertActivity(tx, who, promotionId, input), ADMIN_TRANSACTION);
}

/** `promotionId` is the promotion the edit names (null: the library): another promotion's activity is a 404. */
export async function updateActivity(who: AuditActor, id: number, promotionId: number | null, input: ActivityWrite): Promise<AdminActivity> {
  return db.$transaction(async (tx) => {
    const old = await tx.activity.findFirst({ where: { id, promotion_id: promotionId }, select: adminActivitySelect });
    if (!old) throw new NotFound(M.activityNotFound);
    await checkLinks(tx, old.promotion_id, input, id);
    const data = columnsOf(input);
    const areaIds = [...new Set(input.area_of_interest_ids)];
    await tx.activityAreaOfInterest.deleteMany({ where: { activity_id: id, area_of_interest_id: { notIn: areaIds } } });
    if (areaIds.length) await tx.activityAreaOfInterest.createMany({ data: areaIds.map((a) => ({ activity_id: id, area_of_interest_id: a })), skipDuplicates: true });
    await tx.activity.update({ where: { id }, data });
    const before = serializeAdminActivity(old);
    await recordAudit(tx, { ...who, action: 'update', recordType: 'Activity', recordId: id, promotionId: old.promotion_id, before: auditView(before), after: auditView({ ...data, area_of_interest_ids: areaIds }) });
    // The translations named in the same save, under the same 404 for another promotion's activity.
    await saveActivityTranslations(tx, who, id, old.promotion_id, input.translations);
    return serializeAdminActivity(await tx.activity.findUniqueOrThrow({ where: { id }, select: adminActivitySelect }));
  }, ADMIN_TRANSACTION);
}

export const ACTIVITY_IN_USE = 'This activity has been logged by participants and cannot be deleted.';

/** Deleting an activity someone logged would take their points with it: refused. */
export async function removeActivity(tx: Tx, who: AuditActor, id: number): Promise<void> {
  const old = await tx.activity.findUnique({ where: { id }, select: adminActivitySelect });
  if (!old) throw new NotFound(M.activityNotFound);
  const [logged, answered] = await Promise.all([
    tx.userActivity.count({ where: { activity_id: id } }),
    tx.userQuizAnswer.count({ where: { activity_id: id } }),
  ]);
  if (logged + answered > 0) throw new Invalid(ACTIVITY_IN_USE);
  await tx.activity.delete({ where: { id } });
  await recordAudit(tx, { ...who, action: 'delete', recordType: 'Activity', recordId: id, promotionId: old.promotion_id, before: auditView(serializeAdminActivity(old)) });
}

export async function deleteActivity(who: AuditActor, id: number): Promise<void> {
  await db.$transaction((tx) => removeActivity(tx, who, id), ADMIN_TRANSACTION);
}
