// /my is My Journey's child route; its home is under the journey frame, where the menus link.
import { redirect } from 'next/navigation';

export default function MyJourneyShortcut() {
  redirect('/journey/my');
}
