// The six scene types (participant-core.md §3) with the names the demo gives them. Shared by the seed and the
// art generator (art/scenes.ts) so tile URLs always point at files that exist.
export const SCENE_TYPES = ['waves', 'trees', 'pebbles', 'ripples', 'wisps', 'leaves'] as const;
export type SceneType = (typeof SCENE_TYPES)[number];

export const SCENE_NAMES: Record<SceneType, string> = {
  waves: 'Evening Tide',
  trees: 'Quiet Forest',
  pebbles: 'River Stones',
  ripples: 'Still Pond',
  wisps: 'Northern Wisps',
  leaves: 'Autumn Drift',
};

/** Layout 1: a grid of 10 tiles (5 × 2); layout 2: 5 absolutely placed tiles on a 770 × 630 canvas. */
export const TILE_COUNT: Record<1 | 2, number> = { 1: 10, 2: 5 };

export const tileUrl = (type: SceneType, version: 1 | 2, n: number) => `/demo/scenes/${type}/v${version}/tile-${n}.svg`;
export const tileUrls = (type: SceneType, version: 1 | 2) =>
  Array.from({ length: TILE_COUNT[version] }, (_, i) => tileUrl(type, version, i + 1));
