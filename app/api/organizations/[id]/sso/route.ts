import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { idParamSchema } from '@/lib/schemas';
import { oidcSettingsSchema } from '@/lib/sso/schemas';
import { auditSource } from '@/server/audit/record';
import { deleteOidcSettings, readOidcSettings, saveOidcSettings } from '@/server/sso/settings';
import type { OidcSettings } from '@/lib/sso/types';

// The organization's OpenID Connect settings (docs/sso.md). The client secret is write-only: never in an answer.
export const GET = route({ response: responses.oidcSettingsSchema, scope: 'dashboard', action: 'organizations.administer', params: idParamSchema },
  async ({ actor, params }): Promise<OidcSettings> => readOidcSettings(actor, params.id),
);

export const PUT = route({ response: responses.oidcSettingsSchema, scope: 'dashboard', action: 'organizations.administer', params: idParamSchema, body: oidcSettingsSchema },
  async (ctx): Promise<OidcSettings> => saveOidcSettings({ actor: ctx.actor, ip: auditSource(ctx).ip }, ctx.params.id, ctx.body),
);

export const DELETE = route({ status: 204, scope: 'dashboard', action: 'organizations.administer', params: idParamSchema },
  async (ctx): Promise<void> => deleteOidcSettings({ actor: ctx.actor, ip: auditSource(ctx).ip }, ctx.params.id),
);
