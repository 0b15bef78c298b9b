import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { idParamSchema } from '@/lib/schemas';
import { resellerInputSchema, type Reseller } from '@/lib/resellers/types';
import { findReseller } from '@/server/resellers/queries';
import { updateReseller } from '@/server/resellers/mutations';
import { auditSource } from '@/server/audit/record';

export const GET = route({ response: responses.resellerSchema, scope: 'dashboard', action: 'resellers.administer', params: idParamSchema },
  async ({ params }): Promise<Reseller> => findReseller(params.id),
);

export const PUT = route({ response: responses.resellerSchema, scope: 'dashboard', action: 'resellers.administer', params: idParamSchema, body: resellerInputSchema },
  async (ctx): Promise<Reseller> => updateReseller(auditSource(ctx), ctx.params.id, ctx.body.name),
);
