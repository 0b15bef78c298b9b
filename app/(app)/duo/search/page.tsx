import type { Metadata } from 'next';
import { DuoSearch } from '@/components/duos/duo-search';
import { duoPage } from '../duo-context';

export const metadata: Metadata = { title: 'Search duos' };

// Find a friend by name and start a duo with them.
export default async function DuoSearchPage() {
  await duoPage();
  return <DuoSearch />;
}
