// SCIM's own error answers (RFC 7644 §3.12): {schemas: [Error], status: "409", scimType, detail}. The SCIM endpoints
// answer with these instead of the app's {"errors": [...]} envelope, because SCIM clients (Okta, Entra ID) read
// scimType and detail and the protocol's specification says so.
import { SCIM_SCHEMAS } from '@/lib/scim/schemas';

export type ScimType =
  | 'invalidFilter' | 'tooMany' | 'uniqueness' | 'mutability' | 'invalidSyntax' | 'invalidPath' | 'noTarget'
  | 'invalidValue' | 'invalidVers' | 'sensitive';

export class ScimError extends Error {
  constructor(readonly status: number, detail: string, readonly scimType?: ScimType) {
    super(detail);
    this.name = 'ScimError';
  }
}

export const scimNotFound = (id: string) => new ScimError(404, `Resource ${id} not found.`);
export const scimUnauthorized = () => new ScimError(401, 'The bearer token is missing, unknown or rotated.');

export function scimErrorBody(status: number, detail: string, scimType?: ScimType) {
  return { schemas: [SCIM_SCHEMAS.error], status: String(status), ...(scimType ? { scimType } : {}), detail };
}
