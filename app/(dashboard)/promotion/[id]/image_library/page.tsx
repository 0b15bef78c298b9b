// /promotion/{id}/image_library: the promotion's image library (master only).
import type { Metadata } from 'next';
import { loadLibraryPage } from '@/server/gallery/pages';
import { LibraryScreen } from '@/components/admin/gallery/library-page';

export const metadata: Metadata = { title: 'Image library' };

export default async function ImageLibraryPage({ params }: { params: Promise<{ id: string }> }) {
  return <LibraryScreen {...await loadLibraryPage((await params).id, 'image_library')} />;
}
