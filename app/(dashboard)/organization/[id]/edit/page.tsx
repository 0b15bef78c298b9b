import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { requireRolePage } from '@/server/pages/guards';
import { OrganizationEditor } from '@/components/admin/organizations/organization-editor';
import { databaseIdOf } from '@/components/admin/shared/database-id';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-organizations');
  return { title: t('editor.editFallbackTitle') };
}

export default async function EditOrganizationPage({ params }: { params: Promise<{ id: string }> }) {
  await requireRolePage(['Master', 'Reseller']);
  const { id } = await params;
  if (id === 'new') redirect('/organization/new/create');
  return <Suspense><OrganizationEditor id={databaseIdOf(id)} /></Suspense>;
}
