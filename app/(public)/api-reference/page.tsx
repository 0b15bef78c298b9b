import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getPageContext } from '@/server/pages/context';
import { ApiReference } from '@/components/api-reference/api-reference';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('support');
  return { title: t('apiReference.metaTitle') };
}

// The readable form of GET /api/openapi.json, on the dashboard host only (integrators are the organization's IT, not
// participants). Public like the document it reads: it lists routes and roles, never data.
export default async function ApiReferencePage() {
  const context = await getPageContext();
  if (context.promotion) notFound();
  return (
    <div className="min-h-screen bg-white">
      <h1 className="sr-only">{(await getTranslations('support.apiReference'))('heading')}</h1>
      <ApiReference />
    </div>
  );
}
