// The star badge has the colour levels low, mid, high, grey and unearned.
// The spec names the levels, not the rule; ours (docs/leaderboards.md "Star badge"):
// the promotion's default_goal is a number of completed scenes (a new promotion's default is one per program week,
// at least one), and the star shows how far the participant is towards it.
//   unearned  nothing logged yet
//   grey      logging, but fewer completed scenes than a third of the goal
//   low       at least a third of the goal   (ceil(goal / 3))
//   mid       at least two thirds of the goal (ceil(2 * goal / 3))
//   high      the goal reached
export const STAR_BADGE_LEVELS = ['unearned', 'grey', 'low', 'mid', 'high'] as const;
export type StarBadgeLevel = (typeof STAR_BADGE_LEVELS)[number];

export interface StarBadgeThresholds {
  low: number;
  mid: number;
  high: number;
}

export function starBadgeThresholds(defaultGoal: number): StarBadgeThresholds {
  const goal = Math.max(1, Math.floor(defaultGoal));
  const low = Math.max(1, Math.ceil(goal / 3));
  const mid = Math.max(low, Math.ceil((2 * goal) / 3));
  return { low, mid, high: Math.max(mid, goal) };
}

export function starBadgeLevel(input: { completedScenes: number; hasLogged: boolean; defaultGoal: number }): StarBadgeLevel {
  const t = starBadgeThresholds(input.defaultGoal);
  if (input.completedScenes >= t.high) return 'high';
  if (input.completedScenes >= t.mid) return 'mid';
  if (input.completedScenes >= t.low) return 'low';
  return input.hasLogged || input.completedScenes > 0 ? 'grey' : 'unearned';
}
