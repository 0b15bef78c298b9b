// The catalogs (messages/<locale>/<namespace>.json, docs/i18n.md "Catalogs"): every language has the same namespaces
// and keys as English, every message is valid ICU, and a translation uses the same variables and rich-text tags as its
// English (a missing {count} would print nothing, a stray one would throw).
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { writtenCatalogs } from '@/server/i18n/catalog';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The variables and tags a message uses ("count", "<link>"). */
function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(element.value);
        break;
      case TYPE.plural:
      case TYPE.select:
        into.add(element.value);
        for (const option of Object.values(element.options)) placeholders(option.value, into);
        break;
      case TYPE.tag:
        into.add(`<${element.value}>`);
        placeholders(element.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

/**
 * Translations that use other variables than English on purpose; the caller passes all of them. Keep this short: each
 * entry says why.
 */
const DIFFERENT_VARIABLES: Record<string, string> = {
  'es emails.digest.subjectFriends': 'Spanish says "novedades de {friends}", the plural label, where English says "{friend} requests"',
  'es emails.contentShare.openText': 'Spanish agrees "Ábrela/Ábrelo" with the kind of item ({kind, select, …})',
};

const english = flatten(writtenCatalogs.en!);
const translations = Object.entries(writtenCatalogs).filter(([locale]) => locale !== 'en');

describe('catalogs', () => {
  it('have a translation besides English', () => {
    expect(translations.map(([locale]) => locale)).toContain('es');
  });

  for (const [locale, catalog] of translations) {
    describe(locale, () => {
      const translated = flatten(catalog);

      it('has the namespaces of English', () => {
        expect(Object.keys(catalog).sort()).toEqual(Object.keys(writtenCatalogs.en!).sort());
      });

      it('has every key of English and no other', () => {
        const missing = [...english.keys()].filter((key) => !translated.has(key));
        const extra = [...translated.keys()].filter((key) => !english.has(key));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it('uses the same variables and tags as English in every message', () => {
        const different: string[] = [];
        for (const [key, text] of translated) {
          const source = english.get(key);
          if (source === undefined) continue;
          const ours = [...placeholders(parse(text))].sort().join(' ');
          const theirs = [...placeholders(parse(source))].sort().join(' ');
          if (ours !== theirs && !DIFFERENT_VARIABLES[`${locale} ${key}`]) different.push(`${key}: en {${theirs}} ≠ ${locale} {${ours}}`);
        }
        expect(different).toEqual([]);
      });
    });
  }

  it('are valid ICU messages, in every language', () => {
    const invalid: string[] = [];
    for (const [locale, catalog] of Object.entries(writtenCatalogs)) {
      for (const [key, text] of flatten(catalog)) {
        try {
          parse(text);
        } catch (error) {
          invalid.push(`${locale} ${key}: ${(error as Error).message}`);
        }
      }
    }
    expect(invalid).toEqual([]);
  });
});
