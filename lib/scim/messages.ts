// SCIM's request messages. SCIM answers its machine clients in English (docs/i18n.md), so these are not in the errors
// catalog.
export const SCIM_MESSAGES = {
  userNameRequired: 'userName is required.',
} as const;
