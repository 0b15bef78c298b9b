// What the HTTP layer itself answers in the {"errors": [...]} envelope (server/http/*): refusals of the route wrapper's
// steps and the error mapper's generic texts. All ours: the spec names none of them. Translated like every other
// message module (lib/i18n/error-sources.ts).
export const SCOPE_MESSAGES = {
  promotionNotFound: 'Promotion could not be loaded.',
  participantsOnly: 'Only participants of this program can do that.',
  dashboardOnly: 'This is only available on the dashboard.',
  notAllowed: 'You are not allowed to do that.',
} as const;

export const HTTP_MESSAGES = {
  pathInvalid: 'The request path is not valid.',
  nestedTooDeeply: 'The request is nested too deeply.',
  nulCharacter: 'Text may not contain NUL characters.',
  bodyTooLarge: (megabytes: number) => `The request body is too large (at most ${megabytes} MB).`,
  bodyNotJson: 'The request body must be JSON (Content-Type: application/json).',
  bodyNotForm: 'The request body is not a valid form.',
  noSuchRoute: 'No such API route.',
  recordExists: 'That record already exists.',
  notFound: 'Not found.',
  relatedMissing: 'A related record does not exist.',
  valueOutOfRange: 'A value in the request is out of range or not valid.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  unexpected: 'Oops, something went wrong',
  unrecognizedKeys: (keys: string) => `Unrecognized keys: ${keys}`,
  unrecognizedKeysMore: (keys: string, more: number) => `Unrecognized keys: ${keys} and ${more} more`,
} as const;
