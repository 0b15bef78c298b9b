// GET /collections and /duo_collections: all=true (every collection, for pickers) or one page.
import { z } from 'zod';

export const collectionListQuerySchema = z.object({ all: z.string().optional(), page_size: z.string().optional() });
