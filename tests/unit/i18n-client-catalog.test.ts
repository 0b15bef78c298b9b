// The browser's catalog travels as a script of its own, named by its content's hash (server/i18n/client-catalog.ts):
// run as the browser runs it, the script defines exactly the messages the page's provider would have been handed, under
// the id the page names; a name that is not a current catalog's is not served (an unknown language, an earlier
// release's catalog, a test-only pseudo-locale where those are off).
import { afterEach, describe, expect, it } from 'vitest';
import { clientCatalog, clientCatalogScript } from '@/server/i18n/client-catalog';
import { clientMessages } from '@/server/i18n/client-messages';
import { CATALOG_GLOBAL, catalogRegistry } from '@/lib/i18n/catalog-ref';
import { forgetEnv } from '@/lib/env';
import { LOCALES } from '@/lib/i18n/locales';

/** What a browser's global holds after running the script. */
function run(script: string): Record<string, unknown> {
  const self: Record<string, Record<string, unknown>> = {};
  new Function('self', script)(self);
  return self[CATALOG_GLOBAL] ?? {};
}

const fileOf = (src: string) => src.split('/').pop()!;

afterEach(() => {
  delete process.env.PSEUDO_LOCALES;
  forgetEnv();
});

describe("the browser's catalog script", () => {
  for (const locale of LOCALES) {
    for (const administration of [false, true]) {
      it(`defines the ${locale} ${administration ? 'administration' : 'participant'} messages under the id the page names`, () => {
        const ref = clientCatalog(locale, { administration });
        expect(ref.src).toBe(`/i18n/${ref.id}.js`);
        const defined = run(clientCatalogScript(fileOf(ref.src))!);
        expect(Object.keys(defined)).toEqual([ref.id]);
        expect(defined[ref.id]).toEqual(clientMessages(locale, { administration }));
        // The server's render of the provider reads the same messages from the registry.
        expect(catalogRegistry().get(ref.id)).toEqual(defined[ref.id]);
      });
    }
  }

  it('names each catalog by its content: one name per language and audience, the same on every call', () => {
    const ids = LOCALES.flatMap((l) => [false, true].map((administration) => clientCatalog(l, { administration }).id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(clientCatalog('es', { administration: false }).id).toBe(ids[LOCALES.indexOf('es') * 2]);
    const participant = run(clientCatalogScript(fileOf(clientCatalog('en', { administration: false }).src))!);
    expect(Object.keys(Object.values(participant)[0] as object).some((ns) => ns.startsWith('admin-'))).toBe(false);
  });

  it('serves no name that is not a current catalog', () => {
    const { id } = clientCatalog('en', { administration: false });
    const stale = `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}.js`;
    expect(clientCatalogScript(stale)).toBeNull();
    expect(clientCatalogScript(`fr.participant.${id.split('.')[2]}.js`)).toBeNull();
    expect(clientCatalogScript(`${id}.json`)).toBeNull();
    expect(clientCatalogScript('../../etc/passwd')).toBeNull();
  });

  it('serves the pseudo-locales only where they are on', () => {
    process.env.PSEUDO_LOCALES = 'true';
    forgetEnv();
    const file = fileOf(clientCatalog('en-XA', { administration: false }).src);
    expect(clientCatalogScript(file)).toContain('en-XA.participant.');
    process.env.PSEUDO_LOCALES = 'false';
    forgetEnv();
    expect(clientCatalogScript(file)).toBeNull();
  });
});
