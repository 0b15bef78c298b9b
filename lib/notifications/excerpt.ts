// The excerpt a notification carries: the first words of the comment, post or message it is about, so the toast and
// the notification centre say what, not only who ("Jordan Reyes commented on your post." + "Count me in!"). The
// sentence (title, message) stays the notification's own text; the excerpt is a separate field. Plain text only:
// whitespace runs become one space, control characters go, and a long text is cut at a word with an ellipsis.
import { notificationTypeOf } from './kinds';

export const EXCERPT_MAX_CHARS = 80;

/** The excerpt of a text, or null when nothing readable is left (a photo-only comment or message). */
export function excerptOf(text: string | null | undefined, max = EXCERPT_MAX_CHARS): string | null {
  if (!text) return null;
  const plain = text.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\ufeff]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (!plain) return null;
  const chars = [...plain]; // by code point: an emoji is never cut in half
  if (chars.length <= max) return plain;
  const cut = chars.slice(0, max - 1).join('');
  // Back to the last word break when there is one in the last quarter; a single long word is cut where it is.
  const space = cut.lastIndexOf(' ');
  const head = space >= Math.floor(max * 0.75) ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s.,;:!?-]+$/u, '')}…`;
}

/**
 * Whose eyes an excerpt is for. A message's words are private to the person (lib/privacy/field-policy.ts
 * PRIVATE_TO_THE_PERSON: messages are refused while an administrator views as them), so a message notification's
 * excerpt is withheld from an impersonation session; the sentence (who wrote) stays.
 */
export function excerptIsPrivate(key: string): boolean {
  return notificationTypeOf(key) === 'message';
}

/** The excerpt as the viewer may see it: null for a private one while an administrator views as the person. */
export function visibleExcerpt(key: string, excerpt: string | null | undefined, viewedAs: boolean): string | null {
  if (!excerpt) return null;
  return viewedAs && excerptIsPrivate(key) ? null : excerpt;
}
