import { redirect } from 'next/navigation';

// /activities is abstract: the Activities tab is only a parent of its children.
export default function ActivitiesIndex() {
  redirect('/activities/all');
}
