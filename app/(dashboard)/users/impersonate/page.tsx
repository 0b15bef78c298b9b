// /users/impersonate?impersonate_id={id}: opened in a new window by the user table's Impersonate (docs/impersonation.md).
import type { Metadata } from 'next';
import { z } from 'zod';
import { getTranslations } from 'next-intl/server';
import { requireRolePage } from '@/server/pages/guards';
import { COORDINATOR_OR_ABOVE_ROLES } from '@/lib/roles';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { ImpersonateLaunch } from '@/components/impersonation/impersonate-launch';
import { idSchema } from '@/lib/schemas';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-coordinator.impersonate');
  return { title: t('title') };
}

export default async function ImpersonatePage({ searchParams }: { searchParams: Promise<{ impersonate_id?: string }> }) {
  await requireRolePage(COORDINATOR_OR_ABOVE_ROLES);
  const t = await getTranslations('admin-coordinator.impersonate');
  const id = z.object({ id: idSchema('impersonate_id') }).safeParse({ id: (await searchParams).impersonate_id });
  return (
    <AdminPage title={t('title')}>
      {id.success
        ? <ImpersonateLaunch userId={id.data.id} />
        : <p role="alert" className="font-semibold text-danger">{t('noParticipant')}</p>}
    </AdminPage>
  );
}
