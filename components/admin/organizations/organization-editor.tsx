'use client';
// Loads the organization (or starts a new one) and shows its form; a missing or foreign one is the spec's message.
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { ORGANIZATION_MESSAGES as M } from '@/lib/organizations/messages';
import { useOrganization } from '@/lib/organizations/query';
import { useCurrentUser } from '@/lib/query/users';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { OrganizationForm } from './organization-form';
import { OidcSettingsSection } from './oidc-settings';
import { ScimSection } from './scim-section';

export function OrganizationEditor({ id }: { id: number | null }) {
  const t = useTranslations('admin-organizations.editor');
  const params = useSearchParams();
  const user = useCurrentUser();
  const organization = useOrganization(id);
  const resellerParam = Number(params.get('reseller_id'));
  const isMaster = user.data?.role === 'Master';
  const title = id === null ? t('newTitle') : organization.data ? t('editTitle', { name: organization.data.name }) : t('editFallbackTitle');
  const loading = user.isPending || (id !== null && organization.isPending);
  return (
    <AdminPage title={title} intro={id === null ? t('newIntro') : undefined}
      actions={id !== null ? (
        <>
          <Button asChild variant="secondary"><Link href={`/organization/${id}/webhooks`}>{t('webhooks')}</Link></Button>
          <Button asChild variant="secondary"><Link href={`/organization/${id}/audit`}>{t('history')}</Link></Button>
        </>
      ) : undefined}>
      {loading ? <LoadingBlock label={t('loading')} />
        : id !== null && organization.isError ? <LoadError title={M.notFound} error={organization.error} onRetry={() => void organization.refetch()} />
        : <OrganizationForm key={organization.data?.updated_at ?? 'new'} organization={organization.data ?? null} isMaster={isMaster}
            defaultResellerId={Number.isInteger(resellerParam) && resellerParam > 0 ? resellerParam : null} />}
      {id !== null && organization.data ? <div className="mt-6"><OidcSettingsSection organizationId={id} /></div> : null}
      {id !== null && organization.data ? <div className="mt-6"><ScimSection organizationId={id} /></div> : null}
    </AdminPage>
  );
}
