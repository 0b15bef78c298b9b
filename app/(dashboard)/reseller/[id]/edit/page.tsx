import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { requireRolePage } from '@/server/pages/guards';
import { ResellerEditor } from '@/components/admin/resellers/reseller-form';
import { databaseIdOf } from '@/components/admin/shared/database-id';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-organizations');
  return { title: t('resellerForm.editFallbackTitle') };
}

export default async function EditResellerPage({ params }: { params: Promise<{ id: string }> }) {
  await requireRolePage(['Master']);
  const { id } = await params;
  if (id === 'new') redirect('/reseller/new/create');
  return <ResellerEditor id={databaseIdOf(id)} />;
}
