import { redirect } from 'next/navigation';

// /wall/filter is abstract (a filter names the tab): the wall opens on All.
export default function WallFilterIndexPage() {
  redirect('/wall/all');
}
