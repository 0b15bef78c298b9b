// The browser's messages go precompiled and are formatted there without the ICU parser (server/i18n/client-messages.ts,
// next.config.mjs, issue 31). What a person reads must not change: every message the browser gets, in every locale,
// reads the same formatted from its precompiled form by the browser's formatter as formatted from the catalog's ICU
// string by use-intl's parsing formatter (the one the screens used before), for values that reach each branch of its
// plurals and selects, its numbers, dates and rich-text tags. The server's formatter (lib/i18n/format-message.ts) formats
// both kinds.
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { _createCache, _createIntlFormatters } from 'use-intl/core';
import formatWithParser from 'use-intl/format-message';
import formatCompiled from 'use-intl/format-message/format-only';
import serverFormat from '@/lib/i18n/format-message';
import { clientMessages, clientNamespaces, precompileMessage } from '@/server/i18n/client-messages';
import { LOCALES, PSEUDO_LOCALES, type AnyLocale } from '@/lib/i18n/locales';

type Tree = { [key: string]: unknown };
type Format = (key: string, message: unknown, values: Record<string, unknown> | undefined, options: object) => unknown;

function leaves(tree: Tree, prefix = ''): Array<[string, unknown]> {
  return Object.entries(tree).flatMap(([key, value]): Array<[string, unknown]> => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? leaves(value as Tree, path) : [[path, value]];
  });
}

const NUMBERS = [0, 1, 2, 3, 5, 11, 21, 1234.5];
const DATE = new Date(Date.UTC(2025, 2, 7, 3, 5));

/** Each argument of a message and the values that reach its branches: a list per argument, tried in turn. */
function valueLists(elements: MessageFormatElement[], into = new Map<string, unknown[]>()): Map<string, unknown[]> {
  const add = (name: string, values: unknown[], strongest: boolean) => {
    if (strongest || !into.has(name)) into.set(name, values);
  };
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        add(element.value, ['Ada'], false);
        break;
      case TYPE.number:
      case TYPE.plural:
        add(element.value, NUMBERS, true);
        if (element.type === TYPE.plural) for (const option of Object.values(element.options)) valueLists(option.value, into);
        break;
      case TYPE.date:
      case TYPE.time:
        add(element.value, [DATE], true);
        break;
      case TYPE.select:
        add(element.value, [...Object.keys(element.options), 'unlisted'], true);
        for (const option of Object.values(element.options)) valueLists(option.value, into);
        break;
      case TYPE.tag:
        add(element.value, [(chunks: unknown[]) => `<${element.value}>${chunks.join('')}</${element.value}>`], true);
        valueLists(element.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

function scenarios(message: string): Array<Record<string, unknown> | undefined> {
  const lists = valueLists(parse(message));
  if (lists.size === 0) return [undefined];
  const count = Math.max(...[...lists.values()].map((list) => list.length));
  return Array.from({ length: count }, (_, i) => Object.fromEntries([...lists].map(([name, list]) => [name, list[i % list.length]])));
}

function optionsFor(locale: string) {
  const cache = _createCache();
  return { cache, formatters: _createIntlFormatters(cache), locale, timeZone: 'America/New_York' };
}

const read = (output: unknown) => (Array.isArray(output) ? output.join('') : output);

const LOCALES_SENT: AnyLocale[] = [...LOCALES, ...PSEUDO_LOCALES];

describe('precompiled client messages', () => {
  for (const locale of LOCALES_SENT) {
    it(`read the same in ${locale} as the catalog's ICU formatted by use-intl`, () => {
      const written = new Map(leaves(clientNamespaces(locale, { administration: true }) as Tree));
      const sent = leaves(clientMessages(locale, { administration: true }) as Tree);
      expect(sent.length).toBe(written.size);
      const parsing = optionsFor(locale);
      const compiled = optionsFor(locale);
      const differences: string[] = [];
      for (const [key, message] of sent) {
        const source = written.get(key) as string;
        for (const values of scenarios(source)) {
          const before = read((formatWithParser as Format)(key, source, values, parsing));
          const after = read((formatCompiled as Format)(key, message, values, compiled));
          if (after !== before) differences.push(`${key} ${JSON.stringify(values)}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
        }
      }
      expect(differences).toEqual([]);
    });
  }

  it('are arrays where the compiled form differs from the ICU text, so the server tells them from an ICU string', () => {
    const written = new Map(leaves(clientNamespaces('en', { administration: true }) as Tree));
    for (const [key, message] of leaves(clientMessages('en', { administration: true }) as Tree)) {
      expect(Array.isArray(message) || message === written.get(key)).toBe(true);
    }
    expect(precompileMessage('Save')).toBe('Save');
    expect(precompileMessage('')).toBe('');
    expect(precompileMessage("It''s '{'on'}'")).toEqual(["It's {on}"]);
    expect(precompileMessage('{count} left')).toEqual([['count'], ' left']);
  });

  it('are plain data that a server component can pass to a client one', () => {
    const prototypes = new Set<unknown>();
    const visit = (value: unknown) => {
      if (value === null || typeof value !== 'object') return;
      prototypes.add(Object.getPrototypeOf(value));
      Object.values(value).forEach(visit);
    };
    visit(clientMessages('es', { administration: true }));
    expect([...prototypes].every((p) => p === Object.prototype || p === Array.prototype)).toBe(true);
  });

  it('keep the namespaces rule: server-only namespaces never, errors outside English, admin-* for administration', () => {
    const english = Object.keys(clientMessages('en', { administration: false }));
    expect(english).not.toContain('emails');
    expect(english).not.toContain('errors');
    expect(english.some((namespace) => namespace.startsWith('admin-'))).toBe(false);
    expect(english).toEqual(Object.keys(clientNamespaces('en', { administration: false })));
    expect(Object.keys(clientMessages('es', { administration: true }))).toEqual(Object.keys(clientNamespaces('es', { administration: true })));
    expect(Object.keys(clientMessages('es', { administration: true }))).toContain('errors');
  });
});

describe("the server's formatter", () => {
  const options = optionsFor('en');
  const format = serverFormat as Format;

  it('parses a catalog ICU string, as use-intl does', () => {
    expect(format('k', '{count, plural, one {# tile} other {# tiles}} left', { count: 2 }, options)).toBe('2 tiles left');
    // A quoted brace is text in ICU: only the parser knows it.
    expect(format('k', "Use '{'name'}' to greet {name}", { name: 'Ada' }, options)).toBe('Use {name} to greet Ada');
  });

  it('formats a precompiled message as the browser does', () => {
    const message = precompileMessage("Use '{'name'}' to greet <b>{name}</b>");
    const values = { name: 'Ada', b: (chunks: unknown[]) => `*${chunks.join('')}*` };
    expect(read(format('k', message, values, options))).toBe('Use {name} to greet *Ada*');
    expect(read(format('k', message, values, options))).toBe(read((formatCompiled as Format)('k', message, values, options)));
    expect(format('k', precompileMessage("It''s"), undefined, options)).toBe("It's");
  });
});
