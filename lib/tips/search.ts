// Tips search (social-engagement.md §5): case-insensitive on title or content, a straight apostrophe also matching a
// curly one. Both sides are folded: lower case, every apostrophe-like character to ', tags and entities out of HTML.
const APOSTROPHES = /[\u2018\u2019\u02bc\u2032\u0060\u00b4]/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', rsquo: "'", lsquo: "'" };

export function foldForSearch(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        // Beyond Unicode (&#99999999;) String.fromCodePoint throws: such an entity stays as written.
        return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(APOSTROPHES, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

/** Does a tip match the search text? An empty search matches everything. */
export function tipMatches(tip: { title: string | null; content: string | null }, search: string | undefined): boolean {
  // The search text is text, not markup: only its case, apostrophes and spaces are folded.
  const needle = (search ?? '').replace(APOSTROPHES, "'").toLowerCase().replace(/\s+/g, ' ').trim();
  if (!needle) return true;
  return foldForSearch(tip.title).includes(needle) || foldForSearch(tip.content).includes(needle);
}
