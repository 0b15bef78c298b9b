import { redirect } from 'next/navigation';

// /prestart is abstract (social-engagement.md "Walkthrough and prestart"): its screen is the interest choice.
export default function PrestartPage() {
  redirect('/prestart/aoi');
}
