import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireSignedInPage } from '@/server/pages/guards';
import { loadResources } from '@/server/support/pages';
import { requestLocale } from '@/server/i18n/request-locale';
import { PageFrame } from '@/components/support/page-frame';
import { LearnTabs } from '@/components/learn/learn-tabs';
import { ResourceFilter, ResourceList } from '@/components/learn/resource-list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('learn');
  return { title: t('resources') };
}

// Resources (?category, default none): content category resources filtered by group; dashes in the category read as
// spaces ('mental-health' is the group 'Mental health').
export default async function ResourcesPage({ searchParams }: { searchParams: Promise<{ category?: string | string[] }> }) {
  const [{ promotion }, t] = await Promise.all([requireSignedInPage(), getTranslations('learn')]);
  const { category } = await searchParams;
  const page = await loadResources(promotion?.id ?? null, Array.isArray(category) ? category[0] ?? null : category ?? null, await requestLocale());
  return (
    <PageFrame title={t('resources')} intro={<p>{t('resourcesIntro')}</p>} tabs={<LearnTabs />}>
      <ResourceFilter groups={page.groups} active={page.active} />
      <ResourceList sections={page.sections} unknownCategory={page.unknownCategory} />
    </PageFrame>
  );
}
