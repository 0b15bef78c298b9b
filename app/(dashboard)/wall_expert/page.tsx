// Poster's landing on the dashboard host: a Poster on that host lands on /wall_expert.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireRolePage } from '@/server/pages/guards';
import { DashboardLanding } from '@/components/dashboard/landing';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-wall-expert');
  return { title: t('metaLanding') };
}

export default async function WallExpertPage() {
  const [{ user }, t] = await Promise.all([requireRolePage(['Poster', 'Master']), getTranslations('admin-wall-expert')]);
  return (
    <DashboardLanding
      eyebrow={t('eyebrow')}
      title={t('welcome', { name: user.profile?.first_name || t('defaultName') })}
      intro={t('intro')}
      links={[
        { href: '/wallexpert/posts', title: t('postsTitle'), body: t('postsBody') },
        { href: '/wallexpert/walls', title: t('wallsTitle'), body: t('wallsBody') },
        { href: '/settings/profile', title: t('settingsTitle'), body: t('settingsBody') },
      ]}
    />
  );
}
