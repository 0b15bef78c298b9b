// The body of a campaign email as typed: plain text becomes paragraphs; HTML keeps only an allow-list of tags and
// attributes (no script, no on* handler, no javascript: link), because it lands in participants' inboxes as sent.
import 'server-only';
import sanitizeHtml from 'sanitize-html';

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'hr', 'img', 'span'],
  allowedAttributes: { a: ['href'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The HTML fragment sent: text with blank lines as paragraphs and single newlines as breaks, or cleaned HTML. */
export function emailBodyHtml(body: string): string {
  if (/<[a-z][\s\S]*>/i.test(body)) return sanitizeHtml(body, ALLOWED).trim();
  return body
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((para) => `<p>${escape(para.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');
}
