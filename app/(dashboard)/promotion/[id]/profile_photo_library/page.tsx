// /promotion/{id}/profile_photo_library: the promotion's profile photo library (master only).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadLibraryPage } from '@/server/gallery/pages';
import { LibraryScreen } from '@/components/admin/gallery/library-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('profilePhotoLibrary.metaTitle') };
}

export default async function ProfilePhotoLibraryPage({ params }: { params: Promise<{ id: string }> }) {
  return <LibraryScreen {...await loadLibraryPage((await params).id, 'profile_photo_library')} />;
}
