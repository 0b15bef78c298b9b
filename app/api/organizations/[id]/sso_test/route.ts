import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { idParamSchema } from '@/lib/schemas';
import { ssoTestBodySchema } from '@/lib/sso/schemas';
import { Invalid } from '@/server/platform/errors';
import { keyTest, startTest } from '@/server/sso/test-runs';
import type { SsoKeyTestResult, SsoTestRun } from '@/lib/sso/types';

// POST /organizations/{id}/sso_test: the organization form's Test (docs/sso.md). With OpenID Connect settings:
// discovery now ('Failed test!' and the reason, 422) and a run whose authorization_url the form opens for the round
// trip (201). With {key, url}: the spec's key-based test of the legacy SSO endpoint.
export const POST = route({ response: responses.ssoTestRunSchema, scope: 'dashboard', action: 'organizations.administer', params: idParamSchema, body: ssoTestBodySchema, status: 201 },
  async (ctx): Promise<SsoTestRun | SsoKeyTestResult> => {
    if ('key' in ctx.body) {
      const result = await keyTest(ctx.actor, ctx.params.id, ctx.body);
      if (!result.ok) throw new Invalid(result.errors);
      return result;
    }
    const hostHeader = ctx.request.headers.get('x-forwarded-host') ?? ctx.request.headers.get('host') ?? '';
    return startTest(ctx.actor, ctx.params.id, ctx.body, hostHeader);
  },
);
