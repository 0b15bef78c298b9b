// Numbers of the daily loop that the specs leave to us or fix.

/** Points a logged (active) activity earns. The specs name no per-activity value; ours (docs/logging.md). */
export const ACTIVITY_POINTS = 10;

/** Tiles of a scene when its tile_urls are empty: layout 1 is a grid of 10, layout 2 has 5 placed tiles. */
export const TILES_BY_LAYOUT: Record<number, number> = { 1: 10, 2: 5 };

export const SCENE_STATES = ['loggable', 'completed', 'eop'] as const;
export type SceneState = (typeof SCENE_STATES)[number];

/** Why logging is (not) possible on a day; the UI picks its logging content key from it. */
export const LOGGING_STATUSES = ['open', 'maxed', 'locked', 'not_started', 'logging_ended'] as const;
export type LoggingStatus = (typeof LOGGING_STATUSES)[number];

/** feels_value: null not recorded, -1 sad, 0 neutral, 1 happy. */
export const FEELS_VALUES = [-1, 0, 1] as const;

/** Default page size of previous scenes on the home screen. */
export const PREVIOUS_SCENES_PAGE_SIZE = 10;
