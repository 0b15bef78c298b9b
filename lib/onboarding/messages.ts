// Messages of welcome, registration and onboarding, shared by the API and the UI. Spec texts are quoted
// exactly; the ones the specs leave open are marked "ours".
export const ONBOARDING_MESSAGES = {
  // Pilot password
  incorrectPilotPassword: 'Incorrect Pilot Password.',
  // Forgotten and reset password
  noAccountForEmail: 'No account was found with that email.',
  cannotVerifyResetToken: 'Cannot verify reset password token.',
  couldNotResetPassword: 'Could not reset password!',
  passwordRequired: 'Password required.',
  passwordsDoNotMatch: 'Passwords do not match.',
  tooManyResetRequests: 'Too many password reset requests. Please try again in an hour.', // ours
  // Unsubscribe (shown by the client when the call fails)
  unsubscribeFailure: 'A failure occurred while trying to unsubscribe.',
  // Registration
  invalidEmail: 'Please enter a valid email address.',
  emailTaken: 'Email has already been taken.',
  emailsDoNotMatch: 'Emails do not match.', // ours
  firstNameRequired: 'First name is required.', // ours (same words as PUT /users/{id})
  lastNameRequired: 'Last name is required.', // ours
  couldNotCreateUser: 'Could not create user!',
  unexpectedRegistrationError: 'Oops, that was unexpected. Please try again or Contact Us on the Support page.',
  cannotRegisterTitle: 'Cannot Register',
  registrationClosed: 'Sorry, registration is currently closed.',
  registrationFull: 'Sorry, registration is currently closed.', // the spec's default for 'max' too
  registrationNotLaunched: 'Registration opens when the program launches.', // ours
  locationRequired: 'Please choose a location.', // ours
  invalidLocation: 'Please choose a valid location.', // ours
  invalidBirthday: 'Birthday must be a date (YYYY-MM-DD).', // ours
  invalidTimeZone: 'Time zone is not recognised.', // ours
  evaluationNotFound: 'Evaluation Definition could not be found',
  unknownEvaluationAnswer: (name: string) => `Unknown question: ${name}.`, // ours
  unsupportedValidateField: 'Only the email field can be validated.', // ours
  // Prestart
  couldNotSaveInterests: 'Could not save User interests.',
  // Generic
  promotionNotFound: 'Promotion could not be loaded.',
  contentNotFound: 'Custom Content could not be found',
  bodyMustBeObject: 'The request body must be a JSON object.', // ours
} as const;

/** Prestart: 'Choose 1 area of interest.' / 'Choose between 1 and 3 areas of interest.' (ours). */
export function interestCountMessage(min: number, max: number): string {
  const noun = (n: number) => (n === 1 ? 'area of interest' : 'areas of interest');
  return min === max ? `Choose ${min} ${noun(min)}.` : `Choose between ${min} and ${max} ${noun(max)}.`;
}

/** The eligibility messages (required 422, in use 422, invalid 404) carry the promotion's label. */
export function eligibilityMessages(label: string) {
  return {
    required: `${label} is required.`,
    inUse: `${label} is already in use.`,
    invalid: `Invalid ${label}.`,
  };
}

/** The client's forgot-password format check, e.g. 'Ex: name@example.com'. */
export function forgotEmailFormatMessage(example = 'name@example.com'): string {
  return `Must be a valid email address.<br/>Ex: ${example}`;
}
