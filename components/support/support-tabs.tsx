'use client';
// Support's two tabs, /support/faqs and /support/contact (participant-core.md §2 "Support").
import { useTranslations } from 'next-intl';
import { NavTabs } from '@/components/ui/nav-tabs';

export function SupportTabs() {
  const t = useTranslations('support');
  return <NavTabs label={t('tabsLabel')} tabs={[{ href: '/support/faqs', label: t('faqsTab') }, { href: '/support/contact', label: t('contactTab') }]} />;
}
