import { redirect } from 'next/navigation';

// Learn is an abstract parent (participant-core.md §2): its first child.
export default function LearnPage() {
  redirect('/learn/why-renew');
}
