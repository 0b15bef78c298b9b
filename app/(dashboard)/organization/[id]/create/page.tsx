import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { requireRolePage } from '@/server/pages/guards';
import { OrganizationEditor } from '@/components/admin/organizations/organization-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-organizations');
  return { title: t('editor.newTitle') };
}

// /organization/new/create; an existing id's create is its edit (the same form).
export default async function CreateOrganizationPage({ params }: { params: Promise<{ id: string }> }) {
  await requireRolePage(['Master', 'Reseller']);
  const { id } = await params;
  if (id !== 'new') redirect(`/organization/${encodeURIComponent(id)}/edit`);
  return <Suspense><OrganizationEditor id={null} /></Suspense>;
}
