// A day record as the weekly view, the home screen and the entryUpdated event read it (recorded_on, is_recorded,
// available, locked, total_points, entry_activities); the shape is lib/entries/types.ts.
import { serializeActivitySummary } from '@/server/activities/serialize';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { isAvailableDay, isToday, weekOf } from './policy';
import type { EntryRow } from './queries';
import type { Entry, FeelsValue } from '@/lib/entries/types';

// Written only through feelsValueSchema (lib/logging/schemas.ts): -1, 0, 1 or null.
const feels = (value: number | null) => value as FeelsValue;

/** `entry` null: a day with no record yet (id null, nothing logged). */
export function serializeEntry(p: ResolvedPromotion, day: string, entry: EntryRow | null): Entry {
  return {
    id: entry?.id ?? null,
    recorded_on: day,
    week: entry?.week ?? weekOf(p, day),
    is_recorded: entry?.is_recorded ?? false,
    available: isAvailableDay(p, day),
    locked: entry?.locked ?? false,
    is_today: isToday(p, day),
    total_points: entry?.total_points ?? 0,
    entry_points: entry?.entry_points ?? 0,
    entry_activities: (entry?.entry_activities ?? []).map((ea) => ({
      id: ea.id,
      feels_value: feels(ea.feels_value),
      user_activity: {
        id: ea.user_activity.id,
        is_active: ea.user_activity.is_active,
        tile_number: ea.user_activity.tile_number,
        points: ea.user_activity.points,
        activity: serializeActivitySummary(ea.user_activity.activity),
      },
    })),
  };
}

export function entryDay(entry: { recorded_on: string }): string {
  return entry.recorded_on;
}
