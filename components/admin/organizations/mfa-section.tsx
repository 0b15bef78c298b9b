'use client';
// The organization form's "Two-step verification" (docs/mfa.md "Enforcement"): whether the organization requires MFA
// of its administrators. Saved on its own (PUT /api/mfa/organizations/{id}), at once, not with the form: masters set
// it; resellers see it.
import { useTranslations } from 'next-intl';
import { errorMessagesOf } from '@/lib/api-client';
import { useOrganizationMfa, useSetOrganizationMfa } from '@/lib/mfa/query';
import { Field, FormErrors, Skeleton, Switch } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { useConfirm } from '@/components/feedback/confirm';
import { AdminSection } from '@/components/admin/shared/admin-page';

export function MfaSection({ organizationId, isMaster }: { organizationId: number | null; isMaster: boolean }) {
  const t = useTranslations('admin-organizations.mfa');
  const policy = useOrganizationMfa(organizationId);
  const save = useSetOrganizationMfa(organizationId ?? 0);
  const { toast, errorToast } = useToast();
  const confirm = useConfirm();
  const description = t('description');

  if (organizationId === null) {
    return <AdminSection title={t('title')} description={description}><p className="text-ink-muted">{t('saveFirst')}</p></AdminSection>;
  }

  const change = async (required: boolean) => {
    const waiting = policy.data?.unenrolled_administrators ?? 0;
    if (required && waiting > 0) {
      const ok = await confirm({
        title: t('confirmTitle'),
        body: t('confirmBody', { count: waiting }),
        confirmLabel: t('confirmLabel'),
      });
      if (!ok) return;
    }
    try {
      await save.mutateAsync(required);
      toast(required ? t('nowRequired') : t('nowOptional'));
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]);
    }
  };

  return (
    <AdminSection title={t('title')} description={description}>
      {policy.isPending ? <Skeleton className="h-8 w-64" /> : null}
      {policy.isError ? <FormErrors messages={errorMessagesOf(policy.error)} /> : null}
      {policy.data ? (
        <div className="flex flex-col gap-3">
          <Field label={t('requireLabel')} layout="inline">
            <Switch checked={policy.data.require_mfa} disabled={!isMaster || save.isPending} onCheckedChange={change} />
          </Field>
          <p className="text-sm text-ink-muted">
            {policy.data.unenrolled_administrators === 0
              ? t('everyoneSetUp')
              : t('notSetUp', { count: policy.data.unenrolled_administrators })}
            {isMaster ? '' : ` ${t('onlyMasters')}`}
          </p>
        </div>
      ) : null}
    </AdminSection>
  );
}
