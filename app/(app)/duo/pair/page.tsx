import type { Metadata } from 'next';
import { PairMe } from '@/components/duos/pair-me';
import { duoPage } from '../duo-context';

export const metadata: Metadata = { title: 'Pair Me' };

// Join the pair-me queue, see where you stand, withdraw.
export default async function DuoPairPage() {
  await duoPage();
  return <PairMe />;
}
