// The own rank's tie block (server/leaderboards/rank-snapshot.ts): the histogram's tie marks give the same points and
// a lower id up to the caller's mark, and one live index range the rest. With a mark every 3 places, blocks of ties
// cross several marks at places that do not line up with the blocks, so any slip in a mark's count, in the mark the
// live range starts from, or in the range's bounds changes someone's rank against the brute-force order.
import { describe, expect, it } from 'vitest';
import { createPromotion, createUser } from '../helpers/factories';
import { setPoints } from '../helpers/journey-factories';
import { computeHistogram, rankWith, tieMarksFor, type ScoreHistogram } from '@/server/leaderboards/rank-snapshot';

const STEP = 3;

async function playersWith(promotionId: number, pattern: number[]) {
  const points = new Map<number, number>();
  const users = [];
  for (const total of pattern) {
    const user = await createUser({ promotionId });
    await setPoints(user, total);
    points.set(user.id, total);
    users.push(user);
  }
  return { points, users };
}

async function ranksWith(h: ScoreHistogram, promotionId: number, users: { id: number }[]) {
  return Promise.all(users.map(async (u) => [u.id, (await rankWith(h, promotionId, u.id)).rank]));
}

/** The ranking rule itself: points descending, then user id; someone without points sits where 0 points would. */
function bruteForceRank(points: Map<number, number>, userId: number): number {
  const mine = points.get(userId) ?? 0;
  let ahead = 0;
  for (const [id, total] of points) if (id !== userId && (total > mine || (total === mine && id < userId))) ahead++;
  return 1 + ahead;
}

describe('the own rank inside a tie block', () => {
  it('matches the brute-force order for everyone, with blocks spanning several tie marks', async () => {
    const p = await createPromotion();
    // Ids interleave the totals, so each block's ids spread over the others' and its places start off the marks.
    const pattern = [30, 20, 20, 0, 30, 20, 10, 20, 30, 20, 20, 0, 30, 20, 10, 30, 20, 20, 30, 0, 20, 30, 20, 10, 30, 20];
    const { points, users } = await playersWith(p.id, pattern);
    const unscored = await createUser({ promotionId: p.id }); // no user_points row: 0 points
    users.push(unscored);

    const h = await computeHistogram(p.id, STEP);
    expect(h.participants).toBe(pattern.length);
    expect(h.totals).toEqual([30, 20, 10, 0]);
    // 26 places: marks at places 3, 6, … 24 — four in the 12-long block of 20 points, the first on its first place.
    expect(h.marks!.flat()).toHaveLength(8);
    expect(h.marks![1]).toHaveLength(4);

    const ranks = await Promise.all(users.map(async (u) => [u.id, (await rankWith(h, p.id, u.id)).rank]));
    expect(ranks).toEqual(users.map((u) => [u.id, bruteForceRank(points, u.id)]));
    // One live range start per total at most, whatever the promotion's size.
    const last = users[users.length - 2];
    expect(tieMarksFor(h, last.id).totals.length).toBeLessThanOrEqual(h.totals.length);
  });

  it('places the caller exactly when their own points changed after the snapshot', async () => {
    const p = await createPromotion();
    const pattern = [20, 20, 10, 20, 20, 10, 20, 20, 20, 10, 20, 20, 20, 10];
    const { points, users } = await playersWith(p.id, pattern);
    const h = await computeHistogram(p.id, STEP);
    // A 10-point participant in the middle by id moves into the block of 20 after the snapshot: their live score
    // picks the block, the snapshot's marks in it do not contain them.
    const mover = users[5];
    await setPoints(mover, 20);
    points.set(mover.id, 20);
    const mine = await rankWith(h, p.id, mover.id);
    expect(mine).toEqual({ rank: bruteForceRank(points, mover.id), score: 20 });
  });

  it('recounts the marks it has on a refresh, exact after other people moved, and chooses them again when due', async () => {
    const p = await createPromotion();
    const { points, users } = await playersWith(p.id, [20, 10, 20, 20, 10, 20, 30, 20, 10, 20, 20, 10, 20, 20, 30, 20, 10, 20]);
    const first = await computeHistogram(p.id, STEP, undefined, 1_000);
    expect(first.marksAt).toBe(1_000);
    // Between two refreshes: one joins the block of 20 below its first mark, one leaves it, one takes a new total
    // (a mark's participant among them), one without points appears.
    const moves: [number, number][] = [[1, 20], [2, 30], [3, 10], [6, 25]];
    for (const [index, total] of moves) {
      await setPoints(users[index], total);
      points.set(users[index].id, total);
    }
    const newcomer = await createUser({ promotionId: p.id });
    await setPoints(newcomer, 20);
    points.set(newcomer.id, 20);
    users.push(newcomer);

    const recounted = await computeHistogram(p.id, STEP, first, 1_000 + 29_000);
    expect(recounted.marksAt).toBe(1_000); // the same marks, recounted: not chosen again
    expect(recounted.marks!.flat().sort()).toEqual(first.marks!.flat().sort());
    expect(recounted.participants).toBe(users.length);
    expect(await ranksWith(recounted, p.id, users)).toEqual(users.map((u) => [u.id, bruteForceRank(points, u.id)]));

    const due = await computeHistogram(p.id, STEP, recounted, 1_000 + 30_000);
    expect(due.marksAt).toBe(31_000);
    expect(due).toEqual({ ...(await computeHistogram(p.id, STEP)), marksAt: 31_000 });
  });

  it('chooses the marks again once a block grew past their reach', async () => {
    const p = await createPromotion();
    const { users } = await playersWith(p.id, [10, 10, 10, 10, 10, 10, 10]);
    const first = await computeHistogram(p.id, STEP, undefined, 1_000);
    expect(first.marks).toEqual([[users[2].id, users[5].id]]);
    const after = await playersWith(p.id, [10, 10, 10, 10, 10]); // ids after the last mark: its slot holds 7 > 2 steps
    const recounted = await computeHistogram(p.id, STEP, first, 2_000);
    expect(recounted.marksAt).toBe(0);
    expect(await ranksWith(recounted, p.id, after.users)).toEqual(after.users.map((u, i) => [u.id, 8 + i]));
    expect((await computeHistogram(p.id, STEP, recounted, 3_000)).marks).toEqual([[users[2].id, users[5].id, after.users[1].id, after.users[4].id]]);
  });
});
