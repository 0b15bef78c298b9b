// Content HTML goes through an allow-list before it is stored: participant pages render it as authored
// (components/ui/content-html.tsx), so a <script>, an on* handler or a javascript: link must never be saved.
// Only the tags and attributes the editor (tiptap) produces survive; everything else is dropped, text kept.
import 'server-only';
import sanitizeHtml from 'sanitize-html';

const RICH: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'hr', 'code', 'pre', 'img', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A link that opens a new tab cannot reach back into the page.
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs }),
  },
  disallowedTagsMode: 'discard',
};

/** Titles may hold simple inline markup only. */
const INLINE: sanitizeHtml.IOptions = { ...RICH, allowedTags: ['strong', 'b', 'em', 'i', 'u', 'br', 'span'], allowedAttributes: {} };

export function sanitizeRich(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const clean = sanitizeHtml(html, RICH).trim();
  // tiptap's empty document is '<p></p>'.
  return clean === '' || clean === '<p></p>' ? null : clean;
}

export function sanitizeInline(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const clean = sanitizeHtml(html, INLINE).trim();
  return clean === '' ? null : clean;
}

/**
 * Plain text (links, bar-separated values): every tag dropped. The text's '&' stays a bare '&' (a link's query string
 * needs it); '<' and '>' stay encoded, so no markup can be rebuilt from it.
 */
export function sanitizePlain(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const clean = sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} }).replace(/&amp;/g, '&').trim();
  return clean === '' ? null : clean;
}
