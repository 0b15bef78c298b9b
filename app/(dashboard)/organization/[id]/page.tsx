import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { requireRolePage } from '@/server/pages/guards';
import { OrganizationView } from '@/components/admin/organizations/organization-view';
import { databaseIdOf } from '@/components/admin/shared/database-id';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-organizations');
  return { title: t('view.title') };
}

export default async function OrganizationPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | undefined>> }) {
  await requireRolePage(['Master', 'Reseller']);
  const { id } = await params;
  if (id === 'new') {
    const resellerId = (await searchParams).reseller_id;
    redirect(`/organization/new/create${resellerId ? `?reseller_id=${encodeURIComponent(resellerId)}` : ''}`);
  }
  return <OrganizationView id={databaseIdOf(id)} />;
}
