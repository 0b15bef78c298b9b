// Points and thresholds without a database: the star badge's levels, which badges a participant sees, how a credit is
// normalised and in which order it locks (server/points), when a day is open for logging, and a new promotion's goal.
import { describe, expect, it, vi } from 'vitest';
import { Prisma } from '@/generated/prisma/client';
import { starBadgeLevel, starBadgeThresholds } from '@/lib/badges/star-badge';
import { isBadgeCategoryVisible } from '@/lib/badges/categories';
import { isBadgeShown } from '@/server/badges/policy';
import type { BadgeRow } from '@/server/badges/queries';
import type { PromotionFlags } from '@/lib/promotion-flags';
import { creditPoints } from '@/server/points/mutations';
import type { Tx } from '@/server/db';
import { loggingStatus } from '@/server/logging/policy';
import { recordedChange } from '@/server/entries/mutations';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { offerRefusal, offersLeftThisWeek } from '@/server/gifts/policy';
import { GIFT_MESSAGES as GIFTS } from '@/lib/gifts/messages';
import { MAX_OFFERS_PER_WEEK } from '@/lib/gifts/constants';
import { aheadOf, buildHistogram } from '@/server/leaderboards/rank-snapshot';
import { boardPaging, containsPattern } from '@/server/leaderboards/paging';
import { LEADERBOARD_ALL_ROWS_CAP } from '@/lib/leaderboards/constants';
import { defaultGoalFor, endsOnFor, goalCalculation, weeksOf } from '@/lib/promotions/admin-rules';

describe('star badge', () => {
  it('splits an 8-scene goal into thirds, rounded up', () => {
    expect(starBadgeThresholds(8)).toEqual({ low: 3, mid: 6, high: 8 });
    expect(starBadgeThresholds(6)).toEqual({ low: 2, mid: 4, high: 6 });
  });

  it('never lets a goal of 0 or 1 make the star free', () => {
    expect(starBadgeThresholds(0)).toEqual({ low: 1, mid: 1, high: 1 });
    expect(starBadgeLevel({ completedScenes: 0, hasLogged: false, defaultGoal: 0 })).toBe('unearned');
  });

  it('goes unearned → grey → low → mid → high as scenes are completed', () => {
    const level = (completedScenes: number, hasLogged = true) => starBadgeLevel({ completedScenes, hasLogged, defaultGoal: 8 });
    expect(level(0, false)).toBe('unearned');
    expect(level(0)).toBe('grey');
    expect(level(2)).toBe('grey');
    expect(level(3)).toBe('low');
    expect(level(5)).toBe('low');
    expect(level(6)).toBe('mid');
    expect(level(8)).toBe('high');
    expect(level(11)).toBe('high');
  });
});

describe('badges shown', () => {
  const flags = (o: Partial<PromotionFlags>) => ({ is_buddy_feature_displayed: true, is_wall_enabled: true, ...o }) as PromotionFlags;
  const badge = (o: Partial<BadgeRow>) => ({ category: 'activities_logged', hide_until_earned: false, ...o }) as BadgeRow;

  it('hides buddy badges without the buddy feature and wall badges without the wall', () => {
    expect(isBadgeCategoryVisible('completed_duos', flags({ is_buddy_feature_displayed: false }))).toBe(false);
    expect(isBadgeCategoryVisible('wall_posts_tags', flags({ is_wall_enabled: false }))).toBe(false);
    expect(isBadgeCategoryVisible('wall_posts_tags', flags({ is_buddy_feature_displayed: false }))).toBe(true);
    expect(isBadgeCategoryVisible('activities_logged', flags({ is_buddy_feature_displayed: false, is_wall_enabled: false }))).toBe(true);
  });

  it('shows a hide-until-earned badge only once earned, and never one of a feature that is off', () => {
    expect(isBadgeShown(badge({ hide_until_earned: true }), false, flags({}))).toBe(false);
    expect(isBadgeShown(badge({ hide_until_earned: true }), true, flags({}))).toBe(true);
    expect(isBadgeShown(badge({ category: 'buddies_added' }), true, flags({ is_buddy_feature_displayed: false }))).toBe(false);
  });
});

describe('crediting points', () => {
  function fakeTx() {
    const statements: { sql: string; values: unknown[] }[] = [];
    const record = vi.fn(async (s: Prisma.Sql) => {
      statements.push({ sql: s.sql, values: s.values });
      return 1;
    });
    return { tx: { $executeRaw: record, $executeRawUnsafe: vi.fn(), $queryRaw: vi.fn(), $queryRawUnsafe: vi.fn() } as unknown as Tx, statements };
  }
  const input = { userId: 5, promotionId: 2, day: '2026-11-17', kind: 'activity' as const };

  it('writes nothing for a zero credit', async () => {
    const { tx, statements } = fakeTx();
    await creditPoints(tx, { ...input, delta: 0 });
    await creditPoints(tx, { ...input, delta: 0.4 });
    expect(statements).toHaveLength(0);
  });

  it('credits whole points, the day\'s entry first (the lock order that keeps two credits from deadlocking)', async () => {
    const { tx, statements } = fakeTx();
    await creditPoints(tx, { ...input, delta: 10.9 });
    expect(statements).toHaveLength(2);
    expect(statements[0]!.sql).toMatch(/^\s*INSERT INTO entries/);
    expect(statements[0]!.values).toContain(10);
    expect(statements.flatMap((s) => s.values)).not.toContain(10.9);
  });

  it('takes one statement when the caller already holds the day\'s entry lock', async () => {
    const { tx, statements } = fakeTx();
    await creditPoints(tx, { ...input, delta: -10, entryLocked: true });
    expect(statements).toHaveLength(1);
  });
});

describe('the daily bonus (a recorded day)', () => {
  const promotion = { daily_activity_minimum: 2, entry_points: 10 };
  const unrecorded = { is_recorded: false, entry_points: 0 };

  it('is earned by the activity that reaches the day\'s minimum, not before', () => {
    expect(recordedChange(promotion, unrecorded, 1)).toBeNull();
    expect(recordedChange(promotion, unrecorded, 2)).toEqual({ recorded: true, delta: 10 });
    expect(recordedChange(promotion, { is_recorded: true, entry_points: 10 }, 3)).toBeNull();
  });

  it('needs at least one activity even when the minimum is 0', () => {
    expect(recordedChange({ ...promotion, daily_activity_minimum: 0 }, unrecorded, 0)).toBeNull();
    expect(recordedChange({ ...promotion, daily_activity_minimum: 0 }, unrecorded, 1)).toEqual({ recorded: true, delta: 10 });
  });

  it('takes back what the day was given when it drops below the minimum, even if the promotion\'s bonus changed since', () => {
    expect(recordedChange({ ...promotion, entry_points: 25 }, { is_recorded: true, entry_points: 10 }, 1)).toEqual({ recorded: false, delta: -10 });
  });
});

describe('whether a day is open for logging', () => {
  const promotion = (timeline: Partial<ResolvedPromotion['timeline']>, max = 3) =>
    ({ timeline: { has_started: true, has_logging_ended: false, ...timeline }, row: { max_activities_day: max } }) as unknown as ResolvedPromotion;

  it('is open below the day\'s maximum and maxed at it', () => {
    expect(loggingStatus(promotion({}), null, 2)).toBe('open');
    expect(loggingStatus(promotion({}), { locked: false }, 3)).toBe('maxed');
  });

  it('says why not in the order a participant should hear it: not started, ended, locked, then maxed', () => {
    expect(loggingStatus(promotion({ has_started: false }), { locked: true }, 9)).toBe('not_started');
    expect(loggingStatus(promotion({ has_logging_ended: true }), { locked: true }, 9)).toBe('logging_ended');
    expect(loggingStatus(promotion({}), { locked: true }, 9)).toBe('locked');
  });
});

describe('a new promotion\'s numbers', () => {
  it('has 6 or 8 weeks, one scene of goal a week, and ends on its last day', () => {
    expect([weeksOf(42), weeksOf(56)]).toEqual([6, 8]);
    expect([defaultGoalFor(42), defaultGoalFor(56), defaultGoalFor(3)]).toEqual([6, 8, 1]);
    expect(endsOnFor('2026-11-01', 42)).toBe('2026-12-12');
    // Across the Chatham and northern DST changes the program is still exactly 56 calendar days.
    expect(endsOnFor('2026-03-01', 56)).toBe('2026-04-25');
  });

  it('computes the dashboard goal as points per week times weeks', () => {
    expect(goalCalculation({ activity_points_per_day: 10, activity_days_per_week: 5, behavior_points_per_day: 2, behavior_days_per_week: 7, weeks: 8 }).total).toBe(512);
  });
});

describe('gift limits', () => {
  it('refuses a second waiting offer first, then an empty hand, then the weekly cap', () => {
    expect(offerRefusal({ pending: 1, giftable: 0, offeredThisWeek: 9 })).toBe(GIFTS.offerPending);
    expect(offerRefusal({ pending: 0, giftable: 0, offeredThisWeek: 9 })).toBe(GIFTS.nothingToGive);
    expect(offerRefusal({ pending: 0, giftable: 2, offeredThisWeek: MAX_OFFERS_PER_WEEK })).toBe(GIFTS.weeklyLimit);
    expect(offerRefusal({ pending: 0, giftable: 2, offeredThisWeek: MAX_OFFERS_PER_WEEK - 1 })).toBeNull();
  });

  it('shows the offers left this week, never below zero', () => {
    expect(offersLeftThisWeek({ pending: 0, giftable: 1, offeredThisWeek: 1 })).toBe(MAX_OFFERS_PER_WEEK - 1);
    expect(offersLeftThisWeek({ pending: 0, giftable: 1, offeredThisWeek: MAX_OFFERS_PER_WEEK + 2 })).toBe(0);
  });
});

describe('own rank on the board', () => {
  // Scores 90 (2 people), 70 (1), 40 (3): highest first, as the histogram query returns them.
  const h = buildHistogram([{ total: 90, n: 2 }, { total: 70, n: 1 }, { total: 40, n: 3 }]);

  it('counts only those with strictly more points as ahead, so tied participants share the count ahead', () => {
    expect(aheadOf(h, 90)).toBe(0);
    expect(aheadOf(h, 70)).toBe(2);
    expect(aheadOf(h, 80)).toBe(2); // a score that moved since the snapshot
    expect(aheadOf(h, 40)).toBe(3);
    expect(aheadOf(h, 0)).toBe(6);
    expect(aheadOf(h, 100)).toBe(0);
  });

  it('pages the board, page_size 0 meaning everyone up to the cap', () => {
    expect(boardPaging({ page: 3, page_size: 20 })).toMatchObject({ limit: 20, offset: 40 });
    expect(boardPaging({ page_size: 0 })).toMatchObject({ limit: LEADERBOARD_ALL_ROWS_CAP, offset: 0 });
  });

  it('searches names literally: % and _ typed by a participant match themselves', () => {
    expect(containsPattern('  50%_a\\b ')).toBe('%50\\%\\_a\\\\b%');
    expect(containsPattern('   ')).toBeNull();
  });
});
