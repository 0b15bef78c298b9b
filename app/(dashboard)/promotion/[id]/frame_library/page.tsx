// /promotion/{id}/frame_library: the promotion's frame library (master only).
import type { Metadata } from 'next';
import { loadLibraryPage } from '@/server/gallery/pages';
import { LibraryScreen } from '@/components/admin/gallery/library-page';

export const metadata: Metadata = { title: 'Frame library' };

export default async function FrameLibraryPage({ params }: { params: Promise<{ id: string }> }) {
  return <LibraryScreen {...await loadLibraryPage((await params).id, 'frame_library')} />;
}
