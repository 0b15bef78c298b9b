// Test data of the daily loop: a promotion with a scene collection, its scenes and activities (some with quizzes),
// and signed-in participants. Built on tests/helpers/factories.ts.
import { db } from '@/server/db';
import { forgetCachedPromotions } from '@/server/tenancy/promotion-context';
import { todayIn, addDays, parseIsoDate } from '@/lib/promotion-dates';
import type { CategoryKey } from '@/lib/activities/categories';
import { createPromotion, createUser, signInCookie, type PromotionOverrides } from './factories';

export const TODAY = () => todayIn('America/New_York');

export async function createSceneCollection(o: { scenes?: number; tiles?: number } = {}) {
  const collection = await db.sceneCollection.create({ data: { name: 'Collection' } });
  const scenes = [];
  for (let i = 0; i < (o.scenes ?? 2); i++) {
    const tiles = o.tiles ?? 5;
    const scene = await db.scene.create({
      data: {
        name: `Scene ${i + 1}`,
        scene_type: ['waves', 'trees', 'pebbles', 'ripples', 'wisps', 'leaves'][i % 6]!,
        layout_version: tiles === 10 ? 1 : 2,
        tile_urls: Array.from({ length: tiles }, (_, t) => `/scenes/${i + 1}/tile-${t}.png`),
      },
    });
    await db.sceneCollectionScene.create({ data: { scene_collection_id: collection.id, scene_id: scene.id, sequence: i + 1 } });
    scenes.push(scene);
  }
  return { collection, scenes };
}

export interface ActivityOverrides {
  name?: string;
  category?: CategoryKey;
  week_available?: number;
  sequence?: number;
  is_logging?: boolean;
  quiz?: { question?: string; answers?: string[]; correct?: number };
}

export async function createActivity(promotionId: number, o: ActivityOverrides = {}) {
  return db.activity.create({
    data: {
      promotion_id: promotionId,
      name: o.name ?? 'Take a walk',
      category: o.category ?? 'increase_energy',
      week_available: o.week_available ?? 1,
      sequence: o.sequence ?? 1,
      is_logging: o.is_logging ?? true,
      blurb: 'A short blurb',
      content: '<p>Content</p>',
      ...(o.quiz
        ? { question: o.quiz.question ?? 'Which is right?', answers: o.quiz.answers ?? ['A', 'B', 'C'], correct_answer: o.quiz.correct ?? 1 }
        : {}),
    },
  });
}

export interface LoggingPromotionOverrides extends PromotionOverrides {
  scenes?: number;
  tiles?: number;
  /** Create no scene collection. */
  noCollection?: boolean;
}

/**
 * A started promotion (10 days ago by default, so today is in week 2) with a scene collection and four activities:
 * a plain logging one, one with a quiz (correct answer index 1), one that is not a logging activity, and one that
 * unlocks in week 5.
 */
export async function createLoggingPromotion(o: LoggingPromotionOverrides = {}) {
  const sceneSet = o.noCollection ? null : await createSceneCollection({ scenes: o.scenes, tiles: o.tiles });
  const promotion = await createPromotion({ ...o, data: { collection_id: sceneSet?.collection.id ?? null, ...o.data } });
  const [plain, quiz, nonLogging, future, calm] = await Promise.all([
    createActivity(promotion.id, { name: 'Take a walk', sequence: 1 }),
    createActivity(promotion.id, { name: 'Breathe', category: 'create_calm', sequence: 2, quiz: {} }),
    createActivity(promotion.id, { name: 'Read about sleep', category: 'sharpen_focus', sequence: 3, is_logging: false, quiz: { correct: 0 } }),
    createActivity(promotion.id, { name: 'Plan a trip', category: 'pursue_purpose', week_available: 5, sequence: 1, quiz: {} }),
    createActivity(promotion.id, { name: 'Gratitude list', category: 'boost_happiness', sequence: 4 }),
  ]);
  return { promotion, scenes: sceneSet?.scenes ?? [], collection: sceneSet?.collection ?? null, activities: { plain, quiz, nonLogging, future, calm } };
}

/** A participant of the promotion with a session cookie for its host. */
export async function createParticipant(promotion: { id: number }, o: { flags?: Record<string, boolean> } = {}) {
  const user = await createUser({ promotionId: promotion.id, flags: o.flags });
  const cookie = await signInCookie(user, { promotionId: promotion.id });
  return { user, cookie };
}

/** Moves a promotion's dates (and forgets the host cache) so "today" falls where a test needs it. */
export async function updatePromotionDates(promotionId: number, dates: { starts_on?: string; ends_on?: string; logging_ends_on?: string | null; current_date_override?: string | null }) {
  const data: Record<string, Date | null> = {};
  for (const [key, value] of Object.entries(dates)) data[key] = value === null ? null : parseIsoDate(value);
  await db.promotion.update({ where: { id: promotionId }, data });
  forgetCachedPromotions();
}

export const daysAgo = (n: number) => addDays(TODAY(), -n);
