// The reseller JSON (administration.md §3 "Reseller"): answered by app/api/resellers, built by
// server/resellers/queries.ts.
import type { ListResponse } from '@/lib/list-response';
import { z } from 'zod';

export interface Reseller {
  id: number;
  name: string;
  organizations_count: number;
  promotions_count: number;
  created_at: string;
  updated_at: string;
}
export type ResellerList = ListResponse<Reseller>;

export const RESELLER_MESSAGES = {
  saveFailed: 'Could not save Reseller',
  notFound: 'Reseller could not be loaded.',
  listFailed: 'Resellers could not be loaded.',
  nameRequired: 'Name is required.',
} as const;

/** Create and update (the spec shows no wire shape: a name is all a reseller has). */
export const resellerInputSchema = z.object({
  name: z.string({ message: RESELLER_MESSAGES.nameRequired }).trim().min(1, RESELLER_MESSAGES.nameRequired).max(120, 'Name must be at most 120 characters.'),
}).strict();
export type ResellerInput = z.input<typeof resellerInputSchema>;
