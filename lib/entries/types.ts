// The JSON of a day record: returned by server/entries/serialize.ts, read by the
// weekly view, the home screen (lib/query/logging.ts) and the entryUpdated event (lib/realtime/events.ts).
import type { ActivitySummary } from '@/lib/activities/types';
import type { FEELS_VALUES } from '@/lib/logging/constants';
import type { ListResponse } from '@/lib/list-response';

/** How an activity felt: -1 sad, 0 neutral, 1 happy, null not recorded. */
export type FeelsValue = (typeof FEELS_VALUES)[number] | null;

export interface EntryActivity {
  id: number;
  feels_value: FeelsValue;
  user_activity: { id: number; is_active: boolean; tile_number: number | null; points: number; activity: ActivitySummary };
}

export interface Entry {
  /** null: a day with no record yet. */
  id: number | null;
  recorded_on: string;
  week: number;
  is_recorded: boolean;
  available: boolean;
  locked: boolean;
  is_today: boolean;
  total_points: number;
  entry_points: number;
  entry_activities: EntryActivity[];
}

/** GET /entries?wk=N: the seven days of program week N. */
export type WeekEntries = ListResponse<Entry, { week: number }>;
