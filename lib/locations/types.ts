// The location tree as the administration reads it (administration.md §3 "Location"): id, name, promotion_id,
// parent_location_id, sequence, tag and the nested locations. Served by server/locations/admin.ts.
import type { ListResponse } from '@/lib/list-response';
export interface AdminLocation {
  id: number;
  name: string;
  promotion_id: number;
  parent_location_id: number | null;
  sequence: number;
  tag: string | null;
  /** The users placed at this location (not below it): deleting shows it. */
  user_count: number;
  locations: AdminLocation[];
}

/** GET/POST /promotions/{id}/locations and POST /locations/reorder answer the whole tree. */
export type LocationTreeAnswer = ListResponse<AdminLocation>;
