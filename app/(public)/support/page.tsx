import { redirect } from 'next/navigation';

// Support is an abstract parent with the tabs /faqs and /contact (participant-core.md §2).
export default function SupportPage() {
  redirect('/support/faqs');
}
