// The browser's message catalog as a file of its own (docs/i18n.md "The browser's catalog"). Passed as the root
// layout's provider prop, the ~95 KB of messages travelled inside every full page's HTML and were decoded by React's
// payload reader on every load, before hydration (docs/benchmarks.md "Session 20"). Here each catalog (a locale, with or
// without the administration namespaces) is a script named by its content's hash: served once, kept by the browser
// for a year (a new catalog is a new name), loaded by Next before it hydrates (next/script's beforeInteractive), and
// the same on every node of a cluster since its name comes from its content.
import 'server-only';
import { createHash } from 'node:crypto';
import { env } from '@/lib/env';
import { isLocale, isPseudoLocale, type AnyLocale } from '@/lib/i18n/locales';
import { CATALOG_GLOBAL, catalogRegistry, type CatalogRef } from '@/lib/i18n/catalog-ref';
import { clientMessages } from './client-messages';

/** Where the catalog scripts are served (app/i18n/[file]/route.ts). */
export const CATALOG_PATH = '/i18n/';

type Variant = 'participant' | 'administration';

interface Built { ref: CatalogRef; json: string }

const built = new Map<string, Built>();

function build(locale: AnyLocale, variant: Variant): Built {
  const key = `${locale}.${variant}`;
  let entry = built.get(key);
  if (!entry) {
    const messages = clientMessages(locale, { administration: variant === 'administration' });
    const json = JSON.stringify(messages);
    const hash = createHash('sha256').update(json).digest('base64url').slice(0, 16);
    const id = `${key}.${hash}`;
    entry = { ref: { id, src: `${CATALOG_PATH}${id}.js` }, json };
    // The server's render of the client provider reads the messages here, in this process (lib/i18n/catalog-ref.ts).
    catalogRegistry().set(id, messages);
    built.set(key, entry);
  }
  return entry;
}

/** The catalog a page's browser gets, by reference: its id and the address of its script. */
export function clientCatalog(locale: AnyLocale, options: { administration: boolean }): CatalogRef {
  return build(locale, options.administration ? 'administration' : 'participant').ref;
}

/**
 * The script for a catalog file name (`en.participant.<hash>.js`), or null when no current catalog has that name (an
 * unknown locale, a pseudo-locale where they are off, or a catalog from an earlier release).
 */
export function clientCatalogScript(file: string): string | null {
  const match = /^([A-Za-z-]+)\.(participant|administration)\.([A-Za-z0-9_-]{16})\.js$/.exec(file);
  if (!match) return null;
  const [, locale, variant] = match;
  if (!isLocale(locale) && !(isPseudoLocale(locale) && env().PSEUDO_LOCALES)) return null;
  const { ref, json } = build(locale, variant as Variant);
  if (`${ref.id}.js` !== file) return null;
  // JSON.parse of a string is the fastest way for a browser to build a large object (a literal is parsed as code).
  return `(self.${CATALOG_GLOBAL}=self.${CATALOG_GLOBAL}||{})[${JSON.stringify(ref.id)}]=JSON.parse(${JSON.stringify(json)});\n`;
}
