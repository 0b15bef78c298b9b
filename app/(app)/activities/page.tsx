import { redirect } from 'next/navigation';

// /activities is abstract (participant-core.md §2 "Activities tab: abstract parent").
export default function ActivitiesIndex() {
  redirect('/activities/all');
}
