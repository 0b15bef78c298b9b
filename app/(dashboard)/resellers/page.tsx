import type { Metadata } from 'next';
import { requireRolePage } from '@/server/pages/guards';
import { ResellersTable } from '@/components/admin/resellers/resellers-table';

export const metadata: Metadata = { title: 'Resellers' };

export default async function ResellersPage() {
  await requireRolePage(['Master']);
  return <ResellersTable />;
}
