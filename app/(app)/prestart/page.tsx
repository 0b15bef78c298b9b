import { redirect } from 'next/navigation';

// /prestart is abstract (only a parent of /prestart/aoi): its screen is the interest choice.
export default function PrestartPage() {
  redirect('/prestart/aoi');
}
