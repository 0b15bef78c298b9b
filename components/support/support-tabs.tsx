'use client';
// Support's two tabs, /support/faqs and /support/contact (participant-core.md §2 "Support").
import { NavTabs } from '@/components/ui/nav-tabs';

export function SupportTabs() {
  return <NavTabs label="Support" tabs={[{ href: '/support/faqs', label: 'FAQs' }, { href: '/support/contact', label: 'Contact' }]} />;
}
