// The pure rules of the participant-experience screens: which activities the quick-log sheet suggests, when a board
// explains skipped ranks, what logging promises in points, and what the tile count counts.
import { describe, expect, it } from 'vitest';
import { suggestActivities, SUGGESTIONS } from '@/components/home/quick-log-sheet';
import { ranksSkip } from '@/components/leaderboard/board-table';
import { pointsPromise } from '@/components/activities/logging-panel';
import { tileProgress } from '@/components/home/home-view';
import type { Activity } from '@/lib/activities/types';
import type { Home } from '@/lib/logging/types';
import type { TileView } from '@/components/scene/tiles';
import { translatorFor } from '@/server/i18n/translator';

const activity = (id: number, o: Partial<Activity> = {}): Activity =>
  ({ id, name: `A${id}`, available: true, is_logging: true, area_of_interest_ids: [], week_available: 1, sequence: id, ...o }) as Activity;

describe('quick-log suggestions', () => {
  it('puts the chosen interests first, then the newest week, and leaves out locked, non-logging and logged-today ones', () => {
    const list = [
      activity(1),
      activity(2, { area_of_interest_ids: [7] }),
      activity(3, { week_available: 2 }),
      activity(4, { available: false }),
      activity(5, { is_logging: false }),
      activity(6, { area_of_interest_ids: [7] }),
    ];
    expect(suggestActivities(list, [7], [6]).map((a) => a.id)).toEqual([2, 3, 1]);
  });

  it(`offers at most ${SUGGESTIONS}`, () => {
    expect(suggestActivities(Array.from({ length: 20 }, (_, i) => activity(i + 1)), [], [])).toHaveLength(SUGGESTIONS);
  });
});

describe('skipped ranks', () => {
  it('are noticed only where a number is skipped', () => {
    expect(ranksSkip([{ rank: 1 }, { rank: 2 }, { rank: 3 }])).toBe(false);
    expect(ranksSkip([{ rank: 10 }, { rank: 12 }, { rank: 14 }])).toBe(true);
  });
});

describe('what logging promises', () => {
  const promotion = { activity_points: 10, entry_points: 10, daily_activity_minimum: 1 } as Home['promotion'];
  it('names the daily bonus until the day has earned it', () => {
    const t = translatorFor('en', 'activities');
    expect(pointsPromise(t, promotion, false)).toBe(
      'Done it? Log it to fill a tile of your scene and earn 10 points, plus a 10-point daily bonus for your first activity of the day.',
    );
    expect(pointsPromise(t, { ...promotion, daily_activity_minimum: 2 }, false)).toContain('once you log 2 activities in a day');
    expect(pointsPromise(t, promotion, true)).toBe('Done it? Log it to fill a tile of your scene and earn 10 points.');
    expect(pointsPromise(t, { ...promotion, entry_points: 0 }, false)).toBe('Done it? Log it to fill a tile of your scene and earn 10 points.');
  });
});

describe('the tile count', () => {
  const tile = (o: Partial<TileView>) => ({ index: 0, hidden: false, logged: null, ...o }) as TileView;
  it('counts the tiles on screen while the final tile is hidden', () => {
    const tiles = [tile({ logged: {} as TileView['logged'] }), tile({}), tile({}), tile({}), tile({ hidden: true, isFinal: true })];
    const t = translatorFor('en', 'home');
    expect(tileProgress(t, tiles)).toBe('1 of 4 tiles filled, then the final tile');
    expect(tileProgress(t, tiles.map((tile) => ({ ...tile, hidden: false })))).toBe('1 of 5 tiles filled');
  });
});
