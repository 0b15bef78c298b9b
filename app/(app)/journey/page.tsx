// My Journey is an abstract tabbed frame whose only child is /my.
import { redirect } from 'next/navigation';

export default function JourneyFrame() {
  redirect('/journey/my');
}
