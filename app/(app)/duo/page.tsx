import { redirect } from 'next/navigation';

// /duo is the abstract frame: its first tab is All.
export default function DuoIndexPage() {
  redirect('/duo/all');
}
