// Employee privacy constants shared by the organization form, the server and the participant's privacy pages
// (docs/privacy.md).
export const DEFAULT_PRIVACY_FLOOR = 5;
export const MIN_PRIVACY_FLOOR = 3;
export const DEFAULT_RETENTION_DAYS = 365;
/** Coordinators are warned this many days before a promotion's personal data is anonymized. */
export const RETENTION_WARNING_DAYS = 30;
/** The privacy policy's current version: raising it asks every participant once more. */
export const PRIVACY_POLICY_VERSION = '2026-11-29';
