import { z } from 'zod';
import { route } from '@/server/http/route';
import { auditSource } from '@/server/audit/record';
import { createDuoCollection, listDuoCollections } from '@/server/duo-templates/admin';
import { duoCollectionWriteSchema } from '@/lib/scenes/admin';

const query = z.object({ all: z.string().optional(), page_size: z.string().optional() });

// GET /duo_collections: every duo collection with its templates in order.
export const GET = route({ scope: 'dashboard', action: 'scenes.manage', query }, async () => {
  const data = await listDuoCollections();
  return { data, meta: { total_records: data.length } };
});

// POST /duo_collections {name, duo_template_ids}
export const POST = route({ scope: 'dashboard', action: 'scenes.manage', body: duoCollectionWriteSchema, status: 201 }, (ctx) =>
  createDuoCollection(auditSource(ctx), ctx.body));
