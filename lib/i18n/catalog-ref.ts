// A browser catalog by reference (server/i18n/client-catalog.ts makes them): what the root layout hands its client
// provider instead of the messages themselves, and where each side finds the messages it names.
import type { Messages } from 'use-intl';

export interface CatalogRef {
  /** `<locale>.<participant|administration>.<hash of the content>` */
  id: string;
  /** The script that defines it in the browser. */
  src: string;
}

export type CatalogMessages = Partial<Messages>;

/** The browser's global the catalog scripts write to: `self[CATALOG_GLOBAL][id]`. */
export const CATALOG_GLOBAL = '__renewCatalogs';

/**
 * The server's catalogs by id, filled when the layout asks for a reference and read by the provider's server render.
 * One per process, on a global symbol: the layout and the provider run in one process but in separately bundled
 * module graphs (Next's server components and its HTML render), which share only globals.
 */
export function catalogRegistry(): Map<string, CatalogMessages> {
  const key = Symbol.for('renew.clientCatalogs');
  const holder = globalThis as unknown as Record<symbol, Map<string, CatalogMessages> | undefined>;
  return (holder[key] ??= new Map());
}
