// /promotion/{id}/profile_photo_library: the promotion's profile photo library (master only).
import type { Metadata } from 'next';
import { loadLibraryPage } from '@/server/gallery/pages';
import { LibraryScreen } from '@/components/admin/gallery/library-page';

export const metadata: Metadata = { title: 'Profile photo library' };

export default async function ProfilePhotoLibraryPage({ params }: { params: Promise<{ id: string }> }) {
  return <LibraryScreen {...await loadLibraryPage((await params).id, 'profile_photo_library')} />;
}
