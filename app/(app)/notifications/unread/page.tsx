import type { Metadata } from 'next';
import { NotificationCenter } from '@/components/notifications/notification-center';
import { requireSignedInPage } from '@/server/pages/guards';

export const metadata: Metadata = { title: 'Notifications' };

// Every notification not cleared, newest first; read ones stay, unstyled.
export default async function UnreadNotificationsPage() {
  await requireSignedInPage();
  return <NotificationCenter filter="unread" />;
}
