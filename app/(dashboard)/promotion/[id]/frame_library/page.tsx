// /promotion/{id}/frame_library: the promotion's frame library (master only).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadLibraryPage } from '@/server/gallery/pages';
import { LibraryScreen } from '@/components/admin/gallery/library-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('frameLibrary.metaTitle') };
}

export default async function FrameLibraryPage({ params }: { params: Promise<{ id: string }> }) {
  return <LibraryScreen {...await loadLibraryPage((await params).id, 'frame_library')} />;
}
