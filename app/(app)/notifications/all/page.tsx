import type { Metadata } from 'next';
import { NotificationCenter } from '@/components/notifications/notification-center';
import { requireSignedInPage } from '@/server/pages/guards';

export const metadata: Metadata = { title: 'Cleared notifications' };

// The Cleared tab (the spec's /notifications/all, labelled Cleared): the notifications the user cleared.
export default async function ClearedNotificationsPage() {
  await requireSignedInPage();
  return <NotificationCenter filter="cleared" />;
}
