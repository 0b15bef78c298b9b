import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { resellerInputSchema, type Reseller, type ResellerList } from '@/lib/resellers/types';
import { listResellers } from '@/server/resellers/queries';
import { createReseller } from '@/server/resellers/mutations';
import { auditSource } from '@/server/audit/record';
import { resellerListQuerySchema } from '@/lib/resellers/schemas';

export const GET = route({ response: responses.resellerListSchema, scope: 'dashboard', action: 'resellers.administer', query: resellerListQuerySchema },
  async ({ query, url }): Promise<ResellerList> => {
    const page = toPage(query);
    const { data, total } = await listResellers(page, query.q);
    return listEnvelope(data, total, page, url);
  },
);

export const POST = route({ response: responses.resellerSchema, scope: 'dashboard', action: 'resellers.administer', body: resellerInputSchema, status: 201 },
  async (ctx): Promise<Reseller> => createReseller(auditSource(ctx), ctx.body.name),
);
