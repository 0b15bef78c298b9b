// The email format every welcome and registration form checks, without zod: the welcome page's forgotten-password
// dialog imports it, and zod must not ride along into that page's JavaScript (docs/benchmarks.md "First-load
// JavaScript"). lib/onboarding/schemas.ts builds its zod fields on it.

/** Local part, @, a domain with a dot, a top-level domain of 2+ letters; no spaces or list separators. */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".\d]{2,}$/;

export const isValidEmail = (value: string) => value.length <= 254 && EMAIL_PATTERN.test(value.trim());
