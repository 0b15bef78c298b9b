'use client';
// Learn's two pages, /learn/why-renew and /learn/resources (participant-core.md §2 "Learn").
import { useTranslations } from 'next-intl';
import { NavTabs } from '@/components/ui/nav-tabs';

export function LearnTabs() {
  const t = useTranslations('learn');
  return <NavTabs label={t('tabsLabel')} tabs={[{ href: '/learn/why-renew', label: t('whyRenew') }, { href: '/learn/resources', label: t('resources') }]} />;
}
