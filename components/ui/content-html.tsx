// Content items carry HTML written by the program's administrators in the content editor; it is the program's own copy,
// shown as authored.
export function ContentHtml({ html, className = '' }: { html: string | null | undefined; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={`[&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_p+p]:mt-3 [&_strong]:text-ink [&_ul]:list-disc [&_ul]:ps-5 ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Plain text of a content title (titles may hold simple markup). */
export function contentTitle(html: string | null | undefined, fallback = ''): string {
  const text = (html ?? '').replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').trim();
  return text || fallback;
}
