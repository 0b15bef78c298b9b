// Timings and sizes of the home loop, and the maxed messages' order, as the spec fixes them.

/** Previous-scene navigation lock: paging previous scenes waits this long between moves. */
export const PREVIOUS_SCENE_LOCK_MS = 500;
/** New-scene dialog delay: the 'finished work' dialog opens this long after the home settles. */
export const NEW_SCENE_DIALOG_DELAY_MS = 250;
/** The goal-hit celebration starts 6 s after the goal is hit. */
export const GOAL_HIT_CELEBRATION_DELAY_MS = 6000;
/** The activities tutorial dialog opens 100 ms after the screen. */
export const ACTIVITY_TUTORIAL_DELAY_MS = 100;
/** The celebration has 51 particles. */
export const CELEBRATION_PARTICLES = 51;

/**
 * The maxed message rotates by day number ('Way to go!', 'Good work!', 'Well done!', 'Nice Job!'); the fallback ("You're
 * maxed out.") when there is no day number. Catalog keys under home.maxed.
 */
export const MAXED_MESSAGES = ['wayToGo', 'goodWork', 'wellDone', 'niceJob'] as const;
export const MAXED_FALLBACK = 'fallback';
export type MaxedMessage = (typeof MAXED_MESSAGES)[number] | typeof MAXED_FALLBACK;
