import type { HostContext } from '@/server/tenancy/promotion-context';
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { jsonObjectBody, parseInput } from '@/server/http/input';
import { lookUpEligibility } from '@/server/eligibility/claims';
import { serializeEligibility } from '@/server/eligibility/serialize';
import { eligibilityValidateSchema } from '@/lib/onboarding/schemas';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';

// POST /eligibilities/validate {identifier, promotion_id?, email?, last_name?} (the eligibilities resource with id
// 'validate'; GET with ?identifier= too) → {valid: true, id, identifier}: what registration needs to claim the record,
// plus {first_name, last_name} to prefill the form only when `email` is the record's email on file or `last_name` its
// last name (server/eligibility/serialize.ts); never its email. 404 'Invalid {label}.', 422 '{label} is already in
// use.' / '{label} is required.'. Public (before registration). Every lookup counts against the client address, so the
// list cannot be walked.
async function validate(host: HostContext, input: unknown, ip: string) {
  const { identifier, promotion_id, email, last_name } = parseInput(eligibilityValidateSchema, input);
  const promotion = host.promotion;
  if (!promotion || (promotion_id !== undefined && promotion_id !== promotion.id)) throw new NotFound(M.promotionNotFound);
  return serializeEligibility(await lookUpEligibility(promotion.id, identifier, ip), { email, last_name });
}

// GET takes no proof (it would end up in logs): no names.
export const GET = route({ response: responses.eligibilityRecordSchema, scope: 'public', action: 'eligibility.check' }, ({ host, url, ip }) =>
  validate(host, { identifier: url.searchParams.get('identifier') ?? undefined, promotion_id: url.searchParams.get('promotion_id') ?? undefined }, ip));
export const POST = route({ response: responses.eligibilityRecordSchema, scope: 'public', action: 'eligibility.check', body: jsonObjectBody }, ({ host, body, ip }) => validate(host, body, ip));
