// /organizations?reseller_id: masters every organization, a reseller its own (docs/administration-access.md).
import { Suspense } from 'react';
import type { Metadata } from 'next';
import { requireRolePage } from '@/server/pages/guards';
import { OrganizationsTable } from '@/components/admin/organizations/organizations-table';

export const metadata: Metadata = { title: 'Organizations' };

export default async function OrganizationsPage() {
  await requireRolePage(['Master', 'Reseller']);
  return <Suspense><OrganizationsTable /></Suspense>;
}
