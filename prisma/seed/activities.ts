// Areas of interest, activities (5 categories × 8 weeks, most with a quiz) and activity collections. The library
// copy (promotion_id null) lives in the library collection; the default promotion, acme and globex each hold their
// own copy, as POST /promotions/{id}/update_library would make.
import { once, type Tx } from './lib/once.ts';
import type { SeedContext } from './lib/context.ts';
import { AREAS, type ActivitySeed, type AreaKey } from './data/activity-types.ts';
import { CALM, HAPPY } from './data/activities-calm-happy.ts';
import { FOCUS, PURPOSE, ENERGY } from './data/activities-focus-purpose-energy.ts';
import { ACTIVITY_TRANSLATIONS } from './data/activity-recipe-translations.ts';

export const ACTIVITY_SEEDS: ActivitySeed[] = [...CALM, ...HAPPY, ...FOCUS, ...PURPOSE, ...ENERGY];
const CATEGORY_ORDER = ['create_calm', 'boost_happiness', 'sharpen_focus', 'pursue_purpose', 'increase_energy'];

export const activityImage = (a: Pick<ActivitySeed, 'category' | 'week'>) => `/demo/activities/${a.category}/week-${a.week}.svg`;

async function copyInto(tx: Tx, promotionId: number | null) {
  const areas = await tx.areaOfInterest.createManyAndReturn({
    data: AREAS.map((a, i) => ({ promotion_id: promotionId, name: a.name, display: a.display, category: a.category, sequence: i + 1 })),
    select: { id: true, name: true },
  });
  const areaId = (key: AreaKey) => areas.find((a) => a.name === AREAS.find((x) => x.key === key)!.name)!.id;
  const created = await tx.activity.createManyAndReturn({
    data: ACTIVITY_SEEDS.map((a) => ({
      promotion_id: promotionId, category: a.category, week_available: a.week, sequence: CATEGORY_ORDER.indexOf(a.category) + 1,
      name: a.name, blurb: a.blurb, content: a.content, image_url: activityImage(a),
      question: a.quiz?.question ?? null, answers: a.quiz?.answers ?? [], correct_answer: a.quiz?.correct ?? null,
    })),
    select: { id: true, name: true },
  });
  const idOf = (name: string) => created.find((c) => c.name === name)!.id;
  await tx.activityAreaOfInterest.createMany({
    data: ACTIVITY_SEEDS.flatMap((a) => a.areas.map((k) => ({ activity_id: idOf(a.name), area_of_interest_id: areaId(k) }))),
  });
  // A follow-up: box breathing builds on the week-1 breathing activity (Activity.parent_activity_id).
  await tx.activity.update({ where: { id: idOf('Box Breathing') }, data: { parent_activity_id: idOf('Three Slow Breaths') } });
  return { activityId: idOf, areaIds: areas.map((a) => a.id) };
}

export async function seedActivities(ctx: SeedContext): Promise<void> {
  const { db, ids } = ctx;
  await once(
    db, 'activities',
    async () => (await db.activity.count({ where: { promotion_id: ids.acmeId } })) > 0,
    async (tx) => {
      const library = await copyInto(tx, null);
      await tx.activityCollection.create({
        data: {
          name: 'Renew Classic — 8 Weeks',
          items: {
            create: [
              ...ACTIVITY_SEEDS.map((a, i) => ({ item_type: 'Activity', activity_id: library.activityId(a.name), week_available: a.week, sequence: i + 1 })),
              ...library.areaIds.map((id, i) => ({ item_type: 'AreaOfInterest', area_of_interest_id: id, sequence: i + 1 })),
            ],
          },
        },
      });
      await copyInto(tx, ids.defaultPromotionId);
      await copyInto(tx, ids.globexId);
      const acme = await copyInto(tx, ids.acmeId);
      // acme's own short list, the coordinator's picks for the first weeks.
      const picks = ACTIVITY_SEEDS.filter((a) => a.week <= 2);
      await tx.activityCollection.create({
        data: {
          promotion_id: ids.acmeId,
          name: 'Acme Quick Starts',
          items: {
            create: [
              ...picks.map((a, i) => ({ item_type: 'Activity', activity_id: acme.activityId(a.name), week_available: a.week, sequence: i + 1 })),
              ...acme.areaIds.slice(0, 2).map((id, i) => ({ item_type: 'AreaOfInterest', area_of_interest_id: id, sequence: i + 1 })),
            ],
          },
        },
      });
    },
    ctx.log,
  );
}

/**
 * Spanish versions of the week-1 activities (name, blurb, content and quiz), on every copy of them (the library's and
 * each promotion's): a participant who reads Renew in Spanish sees their first week translated. A step of its own, so a
 * database seeded before activity translations existed gets them too.
 */
export async function seedActivityTranslations(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  await once(
    db, 'activity translations',
    async () => (await db.activityTranslation.count()) > 0,
    async (tx) => {
      const rows = await tx.activity.findMany({ where: { name: { in: ACTIVITY_TRANSLATIONS.map((t) => t.activity) } }, select: { id: true, name: true } });
      await tx.activityTranslation.createMany({
        data: rows.flatMap((row) => ACTIVITY_TRANSLATIONS.filter((t) => t.activity === row.name).map(({ activity: _, content, ...text }) => ({
          activity_id: row.id, ...text, content: content.split('\n').map((p) => `<p>${p.trim()}</p>`).join(''),
        }))),
      });
    },
    ctx.log,
  );
}

export type LoadedActivity = Awaited<ReturnType<typeof loadActivities>>[number];

export async function loadActivities(ctx: SeedContext, promotionId: number) {
  return ctx.db.activity.findMany({
    where: { promotion_id: promotionId },
    orderBy: [{ week_available: 'asc' }, { sequence: 'asc' }],
    select: { id: true, name: true, category: true, week_available: true, question: true, answers: true, correct_answer: true },
  });
}
