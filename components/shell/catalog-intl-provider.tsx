'use client';
// next-intl's provider over a catalog passed by reference (server/i18n/client-catalog.ts): the messages come from the
// catalog's script in the browser and from the process's registry in the server's render, never through the page's
// payload. The layout's next/script (beforeInteractive) has the script run before hydration; a catalog the browser does
// not have yet (a language changed with router.refresh, or a script that lost a race) is loaded here while the render
// waits, as React does for any data (use()).
import { use, type ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnyLocale } from '@/lib/i18n/locales';
import { CATALOG_GLOBAL, catalogRegistry, type CatalogMessages, type CatalogRef } from '@/lib/i18n/catalog-ref';

type CatalogWindow = Window & { [CATALOG_GLOBAL]?: Record<string, CatalogMessages> };

const loading = new Map<string, Promise<CatalogMessages>>();

function loadCatalog(ref: CatalogRef): Promise<CatalogMessages> {
  let promise = loading.get(ref.id);
  if (!promise) {
    promise = new Promise<CatalogMessages>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = ref.src;
      script.onload = () => {
        const messages = (window as CatalogWindow)[CATALOG_GLOBAL]?.[ref.id];
        if (messages) resolve(messages);
        else reject(new Error(`The catalog ${ref.id} did not define itself.`));
      };
      script.onerror = () => {
        loading.delete(ref.id); // a later render tries again
        reject(new Error(`The catalog ${ref.src} did not load.`));
      };
      document.head.appendChild(script);
    });
    loading.set(ref.id, promise);
  }
  return promise;
}

function useCatalog(ref: CatalogRef): CatalogMessages {
  if (typeof window === 'undefined') {
    const messages = catalogRegistry().get(ref.id);
    if (!messages) throw new Error(`The catalog ${ref.id} is not in this process's registry.`);
    return messages;
  }
  return (window as CatalogWindow)[CATALOG_GLOBAL]?.[ref.id] ?? use(loadCatalog(ref));
}

interface Props {
  locale: AnyLocale;
  timeZone: string;
  catalog: CatalogRef;
  children: ReactNode;
}

export function CatalogIntlProvider({ locale, timeZone, catalog, children }: Props) {
  const messages = useCatalog(catalog);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
