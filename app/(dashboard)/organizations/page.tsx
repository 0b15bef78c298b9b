// /organizations?reseller_id: masters every organization, a reseller its own (docs/administration-access.md).
import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireRolePage } from '@/server/pages/guards';
import { OrganizationsTable } from '@/components/admin/organizations/organizations-table';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-organizations');
  return { title: t('list.title') };
}

export default async function OrganizationsPage() {
  await requireRolePage(['Master', 'Reseller']);
  return <Suspense><OrganizationsTable /></Suspense>;
}
