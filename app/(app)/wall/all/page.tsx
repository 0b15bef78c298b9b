import type { Metadata } from 'next';
import { WallFeed } from '@/components/wall/wall-feed';
import { wallPage } from '../wall-context';

export const metadata: Metadata = { title: 'Wall' };

// Every post of the program's wall; the only tab with the composer (post creation needs no active filter).
export default async function WallAllPage() {
  const wall = await wallPage();
  return (
    <WallFeed
      filter="all"
      {...wall.feed}
      composer
    />
  );
}
