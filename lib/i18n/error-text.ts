// An English error text (what domain code throws and forms' schemas say, lib/**/messages.ts) in the reader's language,
// by exact lookup in the `errors` catalog: the English catalog (messages/en/errors.json, derived from the message
// modules) says which key a text is; the reader's catalog says it in their language. A template's text ("You are already
// in 3 duos. …") is recognised by its ICU pattern ("… in {max} duos. …") and its variables carried over. A text the
// catalog does not know stays as it is. Used by the API's envelope (server/i18n/error-messages.ts) and by the screens
// (lib/i18n/use-error-text.ts), with one table.

type Catalog = Record<string, Record<string, string>>;
export type ErrorValues = Record<string, string | number>;
/** Formats `errors.<key>` of the reader's catalog with the variables. */
export type ErrorFormatter = (key: string, values: ErrorValues) => string;

interface Pattern {
  regex: RegExp;
  names: string[];
  key: string;
  /** How much fixed text the pattern has: the more, the more specific, so it is tried first. */
  weight: number;
}

export interface ErrorTable {
  exact: Map<string, string>;
  patterns: Pattern[];
}

const ARGUMENT = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The lookup table of the English catalog. Its patterns are plain "text {variable} text" (lib/i18n/error-sources.ts
 * refuses any English that would need ICU escaping), so no ICU parser is needed here, nor in the browser.
 */
export function buildErrorTable(english: Catalog): ErrorTable {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [group, messages] of Object.entries(english)) {
    for (const [name, pattern] of Object.entries(messages)) {
      const key = `${group}.${name}`;
      const parts = pattern.split(ARGUMENT);
      if (parts.length === 1) {
        // The first key of a text shared by several modules wins; their translations agree (the catalog test).
        if (!exact.has(pattern)) exact.set(pattern, key);
        continue;
      }
      const literals = parts.filter((_, i) => i % 2 === 0);
      patterns.push({
        regex: new RegExp(`^${literals.map(escapeRegExp).join('(.+?)')}$`, 's'),
        names: parts.filter((_, i) => i % 2 === 1),
        key,
        weight: literals.join('').length,
      });
    }
  }
  patterns.sort((a, b) => b.weight - a.weight);
  return { exact, patterns };
}

/**
 * A variable as ICU formats it: a whole number as a number (for plurals and `{n, number}`), also one the English
 * grouped ("2,000", as lib/i18n/format.ts writes it); anything else as the text it was.
 */
const valueOf = (text: string): string | number => {
  if (/^-?(?:0|[1-9]\d{0,14})$/.test(text)) return Number(text);
  if (/^-?[1-9]\d{0,2}(?:,\d{3}){1,4}$/.test(text)) return Number(text.replace(/,/g, ''));
  return text;
};

/** The text in the reader's language, or the text itself when the catalog does not know it. */
export function translateErrorText(text: string, table: ErrorTable, format: ErrorFormatter): string {
  try {
    const key = table.exact.get(text);
    if (key) return format(key, {});
    for (const pattern of table.patterns) {
      const match = pattern.regex.exec(text);
      if (!match) continue;
      const values: ErrorValues = {};
      pattern.names.forEach((name, i) => {
        values[name] = valueOf(match[i + 1]!);
      });
      return format(pattern.key, values);
    }
  } catch {
    // A translation that cannot be formatted must not hide the error itself.
  }
  return text;
}
