import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { idParamSchema } from '@/lib/schemas';
import { organizationMfaSchema } from '@/lib/mfa/schemas';
import { organizationMfaPolicy, setOrganizationMfa } from '@/server/mfa/organizations';
import type { OrganizationMfaPolicy } from '@/lib/mfa/constants';

// An organization's MFA requirement, on the organization form (docs/mfa.md "Enforcement"): read by whoever administers
// the organization, set by masters.
export const GET = route({ response: responses.organizationMfaPolicySchema, scope: 'dashboard', action: 'organizations.administer', params: idParamSchema },
  async ({ actor, params }): Promise<OrganizationMfaPolicy> => organizationMfaPolicy(actor, params.id),
);

export const PUT = route({ response: responses.organizationMfaPolicySchema, scope: 'dashboard', action: 'mfa.require', params: idParamSchema, body: organizationMfaSchema },
  async ({ actor, ip, params, body }): Promise<OrganizationMfaPolicy> => setOrganizationMfa({ actor, ip }, params.id, body.require_mfa),
);
