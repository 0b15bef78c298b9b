// Which tile a log fills (server/scenes/policy.ts): the clicked one when it is free, else the first free one, and the
// final tile (the scene's motif) only once every other tile is filled.
import { describe, expect, it } from 'vitest';
import { chooseTile, tileCount } from '@/server/scenes/policy';
import { LOGGING_MESSAGES as M } from '@/lib/logging/messages';

describe('tile count', () => {
  it('is one tile per image, or the layout\'s count when the scene has no images', () => {
    expect(tileCount({ tile_urls: ['a', 'b', 'c'], layout_version: 1 })).toBe(3);
    expect(tileCount({ tile_urls: [], layout_version: 1 })).toBe(10);
    expect(tileCount({ tile_urls: [], layout_version: 2 })).toBe(5);
    // An unknown layout falls back to layout 2's five tiles rather than a scene that can never be completed.
    expect(tileCount({ tile_urls: [], layout_version: 99 })).toBe(5);
  });
});

describe('tile choice', () => {
  it('fills the tile the participant clicked when it is free', () => {
    expect(chooseTile(5, [0, 2], 1, false)).toBe(1);
    expect(chooseTile(5, [], 3, false)).toBe(3);
  });

  it('refuses a filled tile, a tile outside the scene and a missing click', () => {
    expect(() => chooseTile(5, [0, 2], 2, false)).toThrow(M.tileTaken);
    expect(() => chooseTile(5, [], 5, false)).toThrow(M.tileOutOfRange);
    expect(() => chooseTile(5, [], undefined, false)).toThrow(M.tileRequired);
  });

  it('keeps the final tile for last: it can be clicked only once every other tile is filled', () => {
    expect(() => chooseTile(5, [0, 1, 2], 4, false)).toThrow(M.finalTileLast);
    expect(chooseTile(5, [0, 1, 2, 3], 4, false)).toBe(4);
  });

  it('with date selection (auto) takes the first free tile, skipping the final tile until it is the only one left', () => {
    expect(chooseTile(5, [], undefined, true)).toBe(0);
    expect(chooseTile(5, [0, 1, 3], undefined, true)).toBe(2);
    // Tiles freed by an unlog are filled again before the final tile.
    expect(chooseTile(10, [1, 2, 3, 4, 5, 6, 7, 8], undefined, true)).toBe(0);
    expect(chooseTile(5, [0, 1, 2, 3], undefined, true)).toBe(4);
  });

  it('lets a one-tile scene be completed by its only (final) tile', () => {
    expect(chooseTile(1, [], 0, false)).toBe(0);
    expect(chooseTile(1, [], undefined, true)).toBe(0);
  });
});
