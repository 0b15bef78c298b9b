import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePublicPage } from '@/server/pages/guards';
import { clientSession } from '@/server/pages/context';
import { mobileAppLinks } from '@/server/support/pages';
import { sitemapColumns } from '@/components/support/sitemap-columns';
import { Sitemap } from '@/components/support/sitemap';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('support.sitemap');
  return { title: t('title') };
}

// Sitemap: three columns of links by the visibility rules the menus use (components/shell/nav-items.ts), for signed-in
// people and visitors alike.
export default async function SitemapPage() {
  const context = await requirePublicPage();
  const { user, promotion } = clientSession(context);
  const columns = sitemapColumns(user, promotion, await getTranslations('shell'));
  const apps = promotion?.is_mobile_enabled ? await mobileAppLinks(promotion.id) : [];
  return <Sitemap columns={columns} apps={apps} />;
}
