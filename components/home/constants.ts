// Timings and sizes of the home loop, straight from participant-core.md §9 (and §4 for the maxed messages).

/** §9 "Previous-scene navigation lock 500 ms": paging previous scenes waits this long between moves. */
export const PREVIOUS_SCENE_LOCK_MS = 500;
/** §9 "new-scene dialog delay 250 ms": the 'finished work' dialog opens this long after the home settles. */
export const NEW_SCENE_DIALOG_DELAY_MS = 250;
/** §9 "Goal-hit celebration delay 6 s". */
export const GOAL_HIT_CELEBRATION_DELAY_MS = 6000;
/** §9 "Activity tutorial dialog delay 100 ms". */
export const ACTIVITY_TUTORIAL_DELAY_MS = 100;
/** §9 "celebration particles 51". */
export const CELEBRATION_PARTICLES = 51;

/** §4: the maxed message rotates by day number; the fallback when there is no day number. */
export const MAXED_MESSAGES = ['Way to go!', 'Good work!', 'Well done!', 'Nice Job!'] as const;
export const MAXED_FALLBACK = "You're maxed out.";
