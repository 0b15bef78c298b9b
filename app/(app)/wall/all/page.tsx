import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WallFeed } from '@/components/wall/wall-feed';
import { wallPage } from '../wall-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('wall');
  return { title: t('wallDefault') };
}

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
