// The SCIM section of the organization form (docs/scim.md).
export interface ScimTokenState {
  /** null: no token, provisioning is off */
  token: { hint: string; created_at: string; last_used_at: string | null } | null;
  /** SCIM users the provider has created, and how many of them are active */
  users: number;
  active_users: number;
}
