import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { requireRolePage } from '@/server/pages/guards';
import { ResellerEditor } from '@/components/admin/resellers/reseller-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-organizations');
  return { title: t('resellerForm.newTitle') };
}

export default async function CreateResellerPage({ params }: { params: Promise<{ id: string }> }) {
  await requireRolePage(['Master']);
  const { id } = await params;
  if (id !== 'new') redirect(`/reseller/${encodeURIComponent(id)}/edit`);
  return <ResellerEditor id={null} />;
}
