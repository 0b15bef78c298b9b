// What SCIM 2.0 clients send (RFC 7643 §4.1 User, RFC 7644 §3.4.2 list queries, §3.5.2 PATCH). Loose objects: the
// identity providers send attributes this service does not keep (locale, title, the enterprise extension), which
// RFC 7644 lets a service provider ignore. Microsoft Entra ID sends booleans as the strings "True"/"False".
import { z } from 'zod';
import { SCIM_MESSAGES } from './messages';

export const SCIM_SCHEMAS = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  enterpriseUser: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  listResponse: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patchOp: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
} as const;

/** A page holds at most this many resources (advertised as filter.maxResults). */
export const SCIM_MAX_RESULTS = 200;

/** true/false, or Entra's "True"/"False". */
export const scimBoolean = z.union([z.boolean(), z.enum(['True', 'False', 'true', 'false']).transform((v) => v.toLowerCase() === 'true')]);

const text = z.string().trim().max(255);

export const scimEmailSchema = z.looseObject({
  value: z.string().trim().max(255),
  type: z.string().max(50).nullish(),
  primary: scimBoolean.nullish(),
});

export const scimUserSchema = z.looseObject({
  schemas: z.array(z.string()).optional(),
  userName: z.string().trim().min(1, SCIM_MESSAGES.userNameRequired).max(255),
  externalId: text.nullish(),
  displayName: text.nullish(),
  name: z.looseObject({ givenName: text.nullish(), familyName: text.nullish(), formatted: z.string().nullish() }).nullish(),
  emails: z.array(scimEmailSchema).max(20).nullish(),
  active: scimBoolean.nullish(),
});
export type ScimUserInput = z.infer<typeof scimUserSchema>;

export const scimPatchSchema = z.object({
  schemas: z.array(z.string()).optional(),
  Operations: z.array(z.object({
    op: z.string().max(20),
    path: z.string().max(500).optional(),
    value: z.unknown().optional(),
  })).min(1).max(100),
});
export type ScimPatchInput = z.infer<typeof scimPatchSchema>;

export const scimListQuerySchema = z.looseObject({
  filter: z.string().max(2000).optional(),
  // RFC 7644 §3.4.2.4: a startIndex below 1 is read as 1, a negative count as 0
  startIndex: z.coerce.number().int().optional(),
  count: z.coerce.number().int().optional(),
  attributes: z.string().max(1000).optional(),
  excludedAttributes: z.string().max(1000).optional(),
});

export const scimIdParamsSchema = z.object({ id: z.string().max(100) });
/** GET Users/{id}: the projection parameters only (RFC 7644 §3.4.2.5; also honoured on the list). */
export const scimProjectionQuerySchema = z.looseObject({
  attributes: z.string().max(1000).optional(),
  excludedAttributes: z.string().max(1000).optional(),
});
export const scimDiscoveryParamsSchema = z.object({ id: z.string().max(200) });
