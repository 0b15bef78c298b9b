// SSO extras (administration.md §3 "SSO extra"): an attribute of the SSO assertion and where it is stored on the user.
export const SSO_EXTRA_DATA_TYPES = ['string', 'integer', 'boolean', 'date'] as const;
export type SsoExtraDataType = (typeof SSO_EXTRA_DATA_TYPES)[number];

export interface SsoExtra {
  id: number;
  promotion_id: number;
  name: string | null;
  data_type: SsoExtraDataType;
  path: string;
}

export const SSO_EXTRA_MESSAGES = {
  load: 'Could not load SSO Extra',
  listLoad: 'SsoExtra could not be loaded.',
  save: 'Could not save SSO Extra.',
  delete: 'Could not delete SSO Extra.',
  pathRequired: 'Give the extra a name or a path.',
  pathTooLong: 'path must be at most 200 characters',
  pathDotted: 'path is dotted names (custom_fields.department).',
  nameTooLong: 'name must be at most 120 characters',
  dataType: 'data_type must be string, integer, boolean or date',
} as const;

/** Where an extra is stored when no path is given: a custom field of the user named after the attribute. */
export const defaultSsoExtraPath = (name: string) => `custom_fields.${name}`;
