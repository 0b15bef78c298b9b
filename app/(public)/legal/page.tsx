import { redirect } from 'next/navigation';

// /legal is an abstract parent of /privacy and /terms.
export default function LegalPage() {
  redirect('/legal/terms');
}
