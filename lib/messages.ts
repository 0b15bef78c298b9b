// User-facing messages. Spec texts are quoted exactly;
// the ones the specs leave open are marked "ours".
export const MESSAGES = {
  pleaseLogIn: 'Please log in.',
  logInRequired: 'Log In Required',
  defaultErrorToast: 'Oops, something went wrong',
  notFoundFallback: 'Oops, we could not find what you were looking for.',
  networkError: 'Network error.',
  // ours: sign-in protection (docs/decisions/002-sign-in-protection.md)
  invalidCredentials: 'Invalid email or password.',
  accountLocked:
    'Your account has been locked for a while after too many failed sign-in attempts. Please try again later, reset your password, or contact your program coordinator to unlock it.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  // ours: wrong pilot passwords / eligibility identifiers (docs/decisions/004-guess-throttling.md)
  tooManyGuesses: 'Too many incorrect attempts. Please wait 15 minutes and try again.',
  // ours: the email check and registration, throttled against enumeration (decision 004)
  tooManyChecks: 'Too many attempts. Please wait 15 minutes and try again.',
  crossSite: 'Cross-site request refused.',
  invalidJson: 'The request body is not valid JSON.',
  wrongHost: 'Please sign in on your own program’s site.',
  emailRequired: 'Email is required.',
  passwordRequired: 'Password is required.',
} as const;
