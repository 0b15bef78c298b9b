// The own rank's tie block (server/leaderboards/rank-snapshot.ts): the histogram's tie marks give the same points and
// a lower id up to the caller's mark, and one live index range the rest. With a mark every 3 places, blocks of ties
// cross several marks at places that do not line up with the blocks, so any slip in a mark's count, in the mark the
// live range starts from, or in the range's bounds changes someone's rank against the brute-force order.
import { describe, expect, it } from 'vitest';
import { createPromotion, createUser } from '../helpers/factories';
import { setPoints } from '../helpers/journey-factories';
import { computeHistogram, rankWith, tieMarksFor } from '@/server/leaderboards/rank-snapshot';

const STEP = 3;

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
    const points = new Map<number, number>();
    const users = [];
    for (const total of pattern) {
      const user = await createUser({ promotionId: p.id });
      await setPoints(user, total);
      points.set(user.id, total);
      users.push(user);
    }
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
    const points = new Map<number, number>();
    const users = [];
    for (const total of pattern) {
      const user = await createUser({ promotionId: p.id });
      await setPoints(user, total);
      points.set(user.id, total);
      users.push(user);
    }
    const h = await computeHistogram(p.id, STEP);
    // A 10-point participant in the middle by id moves into the block of 20 after the snapshot: their live score
    // picks the block, the snapshot's marks in it do not contain them.
    const mover = users[5];
    await setPoints(mover, 20);
    points.set(mover.id, 20);
    const mine = await rankWith(h, p.id, mover.id);
    expect(mine).toEqual({ rank: bruteForceRank(points, mover.id), score: 20 });
  });
});
