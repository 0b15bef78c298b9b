import type { Metadata } from 'next';
import { requireRolePage } from '@/server/pages/guards';
import { DASHBOARD_ONLY_ROLES } from '@/lib/roles';
import { PromotionPicker } from '@/components/admin/access/promotion-picker';

export const metadata: Metadata = { title: 'Switch promotion' };

// The grouped promotion picker of super users (masters may use it too).
export default async function SwitchPromotionPage() {
  await requireRolePage(DASHBOARD_ONLY_ROLES);
  return <PromotionPicker />;
}
