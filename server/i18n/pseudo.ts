// Pseudo-localization (lib/i18n/locales.ts PSEUDO_LOCALES): every literal of an English ICU message accented and the
// whole bracketed, "[!! Ĥöḿé !!]", with placeholders, plurals and rich-text tags kept intact. A screen in en-XA that
// still shows plain English has a hard-coded text (tests/e2e/pseudo-locale.spec.ts).
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';

const ACCENTS: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ď', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ĺ', m: 'ḿ', n: 'ñ',
  o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Ď', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Í', J: 'Ĵ', K: 'Ķ', L: 'Ĺ', M: 'Ḿ', N: 'Ñ',
  O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Ú', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

export const PSEUDO_OPEN = '[!! ';
export const PSEUDO_CLOSE = ' !!]';

export const accent = (text: string) => text.replace(/[A-Za-z]/g, (ch) => ACCENTS[ch] ?? ch);

function accentElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    switch (element.type) {
      case TYPE.literal:
        return { ...element, value: accent(element.value) };
      case TYPE.plural:
      case TYPE.select:
        return {
          ...element,
          options: Object.fromEntries(
            Object.entries(element.options).map(([key, option]) => [key, { ...option, value: accentElements(option.value) }]),
          ),
        };
      case TYPE.tag:
        return { ...element, children: accentElements(element.children) };
      default:
        return element;
    }
  });
}

/** One English ICU message in pseudo form; an empty message stays empty. */
export function pseudoMessage(message: string): string {
  if (message === '') return message;
  const ast = accentElements(parse(message));
  return printAST([
    { type: TYPE.literal, value: PSEUDO_OPEN },
    ...ast,
    { type: TYPE.literal, value: PSEUDO_CLOSE },
  ]);
}

type Tree = { [key: string]: string | Tree };

/** A whole catalog in pseudo form, same keys. */
export function pseudoCatalog<T extends Tree>(catalog: T): T {
  return Object.fromEntries(
    Object.entries(catalog).map(([key, value]) => [key, typeof value === 'string' ? pseudoMessage(value) : pseudoCatalog(value)]),
  ) as T;
}
