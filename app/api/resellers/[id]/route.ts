import { route } from '@/server/http/route';
import { idParamSchema } from '@/lib/schemas';
import { resellerInputSchema, type Reseller } from '@/lib/resellers/types';
import { findReseller } from '@/server/resellers/queries';
import { updateReseller } from '@/server/resellers/mutations';
import { auditSource } from '@/server/audit/record';

export const GET = route({ scope: 'dashboard', action: 'resellers.administer', params: idParamSchema },
  async ({ params }): Promise<Reseller> => findReseller(params.id),
);

export const PUT = route({ scope: 'dashboard', action: 'resellers.administer', params: idParamSchema, body: resellerInputSchema },
  async (ctx): Promise<Reseller> => updateReseller(auditSource(ctx), ctx.params.id, ctx.body.name),
);
