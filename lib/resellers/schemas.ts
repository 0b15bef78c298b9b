// GET /resellers: the master's table (the body of a reseller: ./types.ts).
import { z } from 'zod';

export const resellerListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().positive().max(100_000).optional(),
  page_size: z.coerce.number().int().min(0).max(200).optional(),
}).strict();
