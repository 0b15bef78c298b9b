'use client';
// /organization/{id}: what an organization is set to, at a glance, with its promotions, edit and history links.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { ORGANIZATION_MESSAGES as M } from '@/lib/organizations/messages';
import { useOrganization } from '@/lib/organizations/query';
import { AdminPage, AdminSection } from '@/components/admin/shared/admin-page';

export function OrganizationView({ id }: { id: number }) {
  const t = useTranslations('admin-organizations.view');
  const query = useOrganization(id);
  if (query.isPending) return <AdminPage title={t('title')}><LoadingBlock label={t('loading')} /></AdminPage>;
  if (query.isError) return <AdminPage title={t('title')}><LoadError title={M.notFound} error={query.error} onRetry={() => void query.refetch()} /></AdminPage>;
  const o = query.data;
  const rows: [string, string][] = [
    [t('reseller'), o.reseller_name ?? '—'],
    [t('passwordLength'), t('passwordLengthValue', { min: o.password_min_length, max: o.password_max_length })],
    [t('atLeast'), t('atLeastValue', { letters: o.password_min_letters, numbers: o.password_min_numbers, symbols: o.password_min_symbols })],
    [t('regularExpression'), o.password_regular_expression_string ?? t('none')],
    [t('helpMessage'), o.password_help_message ?? '—'],
    [t('accountLockouts'), o.flags.enable_account_lockouts ? t('on') : t('off')],
    [t('autocomplete'), o.flags.allow_autocomplete ? t('allowed') : t('notAllowed')],
    [t('singleSignOn'), o.is_sso_enabled ? (o.sso_label ? t('onWithLabel', { label: o.sso_label }) : t('on')) : t('off')],
    [t('key'), o.has_wskey ? t('keySet') : t('keyNotSet')],
  ];
  return (
    <AdminPage title={o.name} actions={<>
      <Button asChild variant="secondary"><Link href={`/promotions?org_id=${o.id}`}>{t('promotions', { count: o.promotions_count })}</Link></Button>
      <Button asChild variant="secondary"><Link href={`/organization/${o.id}/audit`}>{t('history')}</Link></Button>
      <Button asChild><Link href={`/organization/${o.id}/edit`}>{t('edit')}</Link></Button>
    </>}>
      <AdminSection title={t('settings')}>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-ink">{term}</dt>
              <dd className="break-words text-ink-muted">{value}</dd>
            </div>
          ))}
        </dl>
      </AdminSection>
    </AdminPage>
  );
}
