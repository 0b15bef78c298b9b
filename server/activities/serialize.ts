// An activity as participants read it; the shapes are lib/activities/types.ts.
import { categoryObject } from '@/lib/activities/categories';
import type { PromotionTimeline } from '@/lib/promotion-dates';
import type { Activity, ActivitySummary } from '@/lib/activities/types';
import { hasQuiz, isAvailableNow } from './policy';
import type { ActivityRow } from './queries';

export function serializeActivity(a: ActivityRow, timeline: Pick<PromotionTimeline, 'has_started' | 'current_week'>): Activity {
  return {
    id: a.id,
    promotion_id: a.promotion_id,
    category: a.category,
    category_object: categoryObject(a.category),
    week_available: a.week_available,
    sequence: a.sequence,
    parent_activity_id: a.parent_activity_id,
    area_of_interest_ids: a.areas_of_interest.map((x) => x.area_of_interest_id),
    name: a.name,
    blurb: a.blurb,
    content: a.content,
    image: { url: a.image_url },
    question: a.question,
    answers: a.answers,
    correct_answer: a.correct_answer,
    is_logging: a.is_logging,
    has_quiz: hasQuiz(a),
    /** Unlocked now (week_available <= the current week, program started). */
    available: isAvailableNow(a, timeline),
    bookmarked: a.bookmarks.length > 0,
  };
}

/** The short form nested in user activities, logged tiles and entries. */
export function serializeActivitySummary(a: { id: number; name: string; category: string; image_url?: string | null }): ActivitySummary {
  return { id: a.id, name: a.name, category: a.category, category_object: categoryObject(a.category), image: { url: a.image_url ?? null } };
}
