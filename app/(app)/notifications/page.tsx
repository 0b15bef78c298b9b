import { redirect } from 'next/navigation';

// /notifications is the abstract frame: its first tab is Unread.
export default function NotificationsIndexPage() {
  redirect('/notifications/unread');
}
