import { redirect } from 'next/navigation';

// /wall is the abstract frame: its first tab is All.
export default function WallIndexPage() {
  redirect('/wall/all');
}
