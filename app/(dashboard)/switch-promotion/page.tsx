import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireRolePage } from '@/server/pages/guards';
import { DASHBOARD_ONLY_ROLES } from '@/lib/roles';
import { PromotionPicker } from '@/components/admin/access/promotion-picker';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-account');
  return { title: t('switchPromotionTitle') };
}

// The grouped promotion picker of super users (masters may use it too).
export default async function SwitchPromotionPage() {
  await requireRolePage(DASHBOARD_ONLY_ROLES);
  return <PromotionPicker />;
}
