import { redirect } from 'next/navigation';

// /friends is the abstract frame: its first tab is My Friends.
export default function FriendsIndexPage() {
  redirect('/friends/my');
}
