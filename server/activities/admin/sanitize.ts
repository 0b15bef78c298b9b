// Activity content is shown to participants as HTML (components/activities/activity-detail.tsx): what a master saves
// is cut down to an allow-list first, so a <script>, an on* handler or a javascript: link never reaches a page.
import 'server-only';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'img', 'hr', 'span'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Plain text passes unchanged (its line breaks are kept); HTML keeps only the allowed tags and attributes. */
export function sanitizeActivityContent(content: string | null): string | null {
  if (content === null) return null;
  if (!/[<>&]/.test(content)) return content;
  const clean = sanitizeHtml(content, OPTIONS).trim();
  return clean || null;
}
