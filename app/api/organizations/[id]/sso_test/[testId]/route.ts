import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { ssoTestParamsSchema } from '@/lib/sso/schemas';
import { readTest } from '@/server/sso/test-runs';
import type { SsoTestRun } from '@/lib/sso/types';

// GET /organizations/{id}/sso_test/{testId}: the form's poll of its Test (pending, succeeded or failed, with the report).
export const GET = route({ response: responses.ssoTestRunSchema, scope: 'dashboard', action: 'organizations.administer', params: ssoTestParamsSchema },
  async ({ actor, params }): Promise<SsoTestRun> => readTest(actor, params.id, params.testId),
);
