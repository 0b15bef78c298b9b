// The rules of the pseudo-locale check (tests/e2e/pseudo-locale.spec.ts, docs/i18n.md): in en-XA every catalog string
// renders accented and bracketed, "[!! Ĥöḿé !!]". What is left of a screen's visible text once those segments are
// removed must be data: a value stored in the database (names, content items, posts, labels a coordinator
// configured), a date or number the formatting module wrote, or punctuation. Anything else is a hard-coded text.
import type { Page } from '@playwright/test';
import { withClient } from './home-db';

const PSEUDO_SEGMENT = /\[!! [\s\S]*? !!\]/g;

/** Every short text value the demo database holds: data, never catalog text. */
export async function databaseStrings(): Promise<Set<string>> {
  return withClient(async (client) => {
    const { rows: columns } = await client.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type IN ('text', 'character varying')
          AND table_name NOT LIKE '\\_%' AND table_name NOT IN ('sessions', 'audit_events', 'domain_events')`,
    );
    const strings = new Set<string>();
    for (const { table_name, column_name } of columns) {
      const { rows } = await client.query<{ v: string }>(
        `SELECT DISTINCT "${column_name}" AS v FROM "${table_name}" WHERE "${column_name}" IS NOT NULL AND length("${column_name}") <= 2000 LIMIT 5000`,
      );
      for (const { v } of rows) {
        strings.add(v.trim());
        // Rich content (HTML) and multi-line data render as several text nodes.
        for (const piece of v.replace(/<[^>]+>/g, '\n').split(/\n+/)) if (piece.trim()) strings.add(piece.trim());
      }
    }
    // Settings kept as JSON (a content item's custom_fields: the eligibility label, …) hold data strings too.
    const { rows: jsonColumns } = await client.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type IN ('json', 'jsonb') AND table_name NOT LIKE '\\_%'
          AND table_name NOT IN ('domain_events', 'audit_events')`,
    );
    for (const { table_name, column_name } of jsonColumns) {
      const { rows } = await client.query<{ v: string }>(
        `SELECT DISTINCT s.v #>> '{}' AS v FROM (SELECT jsonb_path_query("${column_name}"::jsonb, 'strict $.**') AS v FROM "${table_name}"
          WHERE "${column_name}" IS NOT NULL) s WHERE jsonb_typeof(s.v) = 'string' LIMIT 5000`,
      );
      for (const { v } of rows) if (v.trim() && v.length <= 2000) strings.add(v.trim());
    }
    const { rows: names } = await client.query<{ v: string }>(
      `SELECT DISTINCT trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) AS v FROM profiles`,
    );
    for (const { v } of names) strings.add(v);
    return strings;
  });
}

// Month and weekday names and day periods, as Intl writes them in English (a pseudo-locale formats like English).
const DATE_WORDS = new Set<string>();
for (let month = 0; month < 12; month++) {
  for (const style of ['long', 'short'] as const) DATE_WORDS.add(new Intl.DateTimeFormat('en', { month: style, timeZone: 'UTC' }).format(Date.UTC(2026, month, 1)));
}
for (let day = 0; day < 7; day++) {
  for (const style of ['long', 'short'] as const) DATE_WORDS.add(new Intl.DateTimeFormat('en', { weekday: style, timeZone: 'UTC' }).format(Date.UTC(2026, 10, 1 + day)));
}
for (const word of ['AM', 'PM', 'Renew']) DATE_WORDS.add(word);

/** Visible text nodes and the accessible texts of visible elements (aria-label, placeholder, title, alt). */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element) => (el as HTMLElement).checkVisibility?.({ visibilityProperty: true, opacityProperty: false }) ?? true;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template, [data-i18n-data]')) continue;
      const text = node.textContent?.trim();
      if (text && visible(parent)) out.push(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (el.closest('[data-i18n-data]') || !visible(el)) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(attribute)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

// A word with a pseudo-accented letter is catalog text whose brackets sit in another text node (rich text splits a
// message around its tags: "[!! Ŕéþöŕţ öƒ ", "<b>Acme</b>", " !!]").
const PSEUDO_WORD = /\S*[áƀçďéƒĝĥíĵķĺḿñöþǫŕšţúṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĹḾÑÖÞǪŔŠŢÚṼŴẊÝŽ]\S*/g;
// Times the spec writes in its own fixed form ("11/29, 3:28PM"), numbers and avatars' initials ("MT") are data.
const TIME = /\b\d{1,2}(?::\d{2})?\s?(?:AM|PM)\b/g;
const INITIALS = /^[A-Z]{1,3}$/;

/** The texts that are neither pseudo-localized nor data. */
export function hardCoded(texts: string[], data: Set<string>): string[] {
  const offenders = new Set<string>();
  for (const text of texts) {
    const rest = text.replace(PSEUDO_SEGMENT, ' ').replace(PSEUDO_WORD, ' ').replace(TIME, ' ').replace(/\s+/g, ' ').trim();
    if (!/[A-Za-z]{2,}/.test(rest) || INITIALS.test(rest) || data.has(rest) || data.has(text)) continue;
    // Several data values joined by separators ("Jordan Reyes · Acme", "Nov 3, 2026"), or words of one value.
    const trimmed = rest.replace(/^[\s·,:;|/()–—-]+|[\s·,:;|/()–—-]+$/g, '');
    if (data.has(trimmed)) continue;
    const parts = trimmed.split(/\s*[·,;|()–—]\s*/).filter((part) => /[A-Za-z]{2,}/.test(part));
    if (parts.every((part) => data.has(part) || part.split(/\s+/).every((word) => DATE_WORDS.has(word)))) continue;
    const pieces = rest.split(/\s*(?:[·,:;|/()–—-]|\s)\s*/).filter((piece) => /[A-Za-z]{2,}/.test(piece));
    if (pieces.every((piece) => DATE_WORDS.has(piece) || data.has(piece))) continue;
    // An excerpt of a longer value (a post cut to its first words).
    if (rest.length >= 20 && [...data].some((value) => value.includes(rest.replace(/…$/, "")))) continue;
    offenders.add(rest.length > 120 ? `${rest.slice(0, 117)}…` : rest);
  }
  return [...offenders];
}
