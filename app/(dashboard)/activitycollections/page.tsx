import { redirect } from 'next/navigation';

// /activitycollections is abstract: its list is the landing.
export default function ActivityCollectionsIndex() {
  redirect('/activitycollections/list');
}
