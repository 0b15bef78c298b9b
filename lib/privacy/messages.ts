// The privacy refusals (server/privacy): here, in lib, so the errors catalog can read them (lib/i18n/error-sources.ts).
export const PRIVACY_REPORT_MESSAGES = {
  sqlOperatorOnly: 'SQL reports are run by the platform operator only: choose a Simple report.',
  individualOnly: (label: string, k: number) =>
    `“${label}” is shown only as counts of at least ${k} people, never per person: run it alone, without other fields, filters, dates or a location, to get its counts.`,
} as const;

export const CONSENT_MESSAGES = {
  personOnly: 'Only the participant can answer for their own privacy policy and cookies, not someone viewing the program as them.',
  acceptCurrentPolicy: 'Accept the current privacy policy.',
  cookieChoice: 'Cookie choice must be essential or all.',
  nothingToRecord: 'Nothing to record.',
} as const;
