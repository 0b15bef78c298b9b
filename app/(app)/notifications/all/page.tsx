import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotificationCenter } from '@/components/notifications/notification-center';
import { requireSignedInPage } from '@/server/pages/guards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notifications');
  return { title: t('metaCleared') };
}

// The Cleared tab (the spec's /notifications/all, labelled Cleared): the notifications the user cleared.
export default async function ClearedNotificationsPage() {
  await requireSignedInPage();
  return <NotificationCenter filter="cleared" />;
}
