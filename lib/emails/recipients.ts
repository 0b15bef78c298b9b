// Recipients typed by an administrator (one-time and test emails, push recipients): addresses separated by comma,
// semicolon, newline or pipe, each of an email's shape. Shared by the forms and the server.

/** Comma, semicolon, newline or pipe (the spec's separators; spaces around them are trimmed). */
const SEPARATORS = /[,;|\r\n]+/;
const EMAIL_SHAPE = /^[^\s@,;|]+@[^\s@,;|]+\.[^\s@,;|]+$/;

export const EMAIL_MESSAGES = {
  recipientsBlank: 'Recipients cannot be blank',
  testLimit: 'Test emails are limited to 10 participants.',
  invalidAddress: (email: string) => `Must be a valid email address. Ex: ${email}`,
  templateRequired: 'Choose a template.',
  subjectRequired: 'Subject is required.',
  bodyRequired: 'Body is required.',
  create: 'Error creating custom email.',
  preview: 'Error previewing custom email.',
  sendFailed: 'Email failed to send',
  notFound: 'Custom email could not be found.',
  alreadySent: 'This email was already sent and can no longer be changed.',
  sendAtFormat: 'Send time must look like 2026-12-01T09:00.',
  previewKind: 'kind must be test or one_time',
} as const;

/** The addresses in the order typed, trimmed, without empty entries and without repeats (case-insensitive). */
export function splitRecipients(raw: string | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of (raw ?? '').split(SEPARATORS)) {
    const email = part.trim();
    if (!email || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    out.push(email);
  }
  return out;
}

export const isEmailShape = (value: string) => EMAIL_SHAPE.test(value) && value.length <= 254;

/** The first message that refuses this recipient list, or null: blank, then the first malformed address. */
export function recipientsProblem(addresses: readonly string[]): string | null {
  if (addresses.length === 0) return EMAIL_MESSAGES.recipientsBlank;
  const bad = addresses.find((a) => !isEmailShape(a));
  return bad === undefined ? null : EMAIL_MESSAGES.invalidAddress(bad);
}
