import { Suspense } from 'react';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { requireRolePage } from '@/server/pages/guards';
import { OrganizationEditor } from '@/components/admin/organizations/organization-editor';
import { databaseIdOf } from '@/components/admin/shared/database-id';

export const metadata: Metadata = { title: 'Edit organization' };

export default async function EditOrganizationPage({ params }: { params: Promise<{ id: string }> }) {
  await requireRolePage(['Master', 'Reseller']);
  const { id } = await params;
  if (id === 'new') redirect('/organization/new/create');
  return <Suspense><OrganizationEditor id={databaseIdOf(id)} /></Suspense>;
}
