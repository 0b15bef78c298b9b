// /scenes: the scene library (master only).
import type { Metadata } from 'next';
import Link from 'next/link';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { listScenes } from '@/server/scenes/admin';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { ScenesTable } from '@/components/admin/scenes/scenes-table';
import { Button } from '@/components/ui';

export const metadata: Metadata = { title: 'Scenes' };

export default async function ScenesPage() {
  await requirePromotionAdminPage();
  const scenes = await listScenes();
  return (
    <AdminPage title="Scenes" intro="The pictures participants fill in, one tile per logged activity. Scene collections decide which ones a promotion gets."
      actions={<><Button asChild variant="secondary"><Link href="/collections/list">Scene collections</Link></Button><Button asChild><Link href="/scenes/create">New scene</Link></Button></>}>
      <ScenesTable scenes={scenes} />
    </AdminPage>
  );
}
