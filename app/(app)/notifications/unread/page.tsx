import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotificationCenter } from '@/components/notifications/notification-center';
import { requireSignedInPage } from '@/server/pages/guards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notifications');
  return { title: t('title') };
}

// Every notification not cleared, newest first; read ones stay, unstyled.
export default async function UnreadNotificationsPage() {
  await requireSignedInPage();
  return <NotificationCenter filter="unread" />;
}
