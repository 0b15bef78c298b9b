import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { requireRolePage } from '@/server/pages/guards';
import { ResellerEditor } from '@/components/admin/resellers/reseller-form';
import { databaseIdOf } from '@/components/admin/shared/database-id';

export const metadata: Metadata = { title: 'Edit reseller' };

export default async function EditResellerPage({ params }: { params: Promise<{ id: string }> }) {
  await requireRolePage(['Master']);
  const { id } = await params;
  if (id === 'new') redirect('/reseller/new/create');
  return <ResellerEditor id={databaseIdOf(id)} />;
}
