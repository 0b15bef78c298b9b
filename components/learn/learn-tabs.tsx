'use client';
// Learn's two pages, /learn/why-renew and /learn/resources (participant-core.md §2 "Learn").
import { NavTabs } from '@/components/ui/nav-tabs';

export function LearnTabs() {
  return <NavTabs label="Learn" tabs={[{ href: '/learn/why-renew', label: 'Why Renew?' }, { href: '/learn/resources', label: 'Resources' }]} />;
}
