import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireRolePage } from '@/server/pages/guards';
import { ResellersTable } from '@/components/admin/resellers/resellers-table';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-organizations');
  return { title: t('resellers.title') };
}

export default async function ResellersPage() {
  await requireRolePage(['Master']);
  return <ResellersTable />;
}
