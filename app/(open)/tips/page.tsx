import { redirect } from 'next/navigation';

// /tips is not a page of its own: the list is /tips/all.
export default function TipsIndex() {
  redirect('/tips/all');
}
