'use client';
// The organization form's "Two-step verification" (docs/mfa.md "Enforcement"): whether the organization requires MFA
// of its administrators. Saved on its own (PUT /api/mfa/organizations/{id}), at once, not with the form: masters set
// it; resellers see it.
import { errorMessagesOf } from '@/lib/api-client';
import { useOrganizationMfa, useSetOrganizationMfa } from '@/lib/mfa/query';
import { Field, FormErrors, Skeleton, Switch } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { useConfirm } from '@/components/feedback/confirm';
import { AdminSection } from '@/components/admin/shared/admin-page';

export function MfaSection({ organizationId, isMaster }: { organizationId: number | null; isMaster: boolean }) {
  const policy = useOrganizationMfa(organizationId);
  const save = useSetOrganizationMfa(organizationId ?? 0);
  const { toast, errorToast } = useToast();
  const confirm = useConfirm();
  const description = 'Every administrator of this organization’s programs signs in with a code from an authenticator app. Until they set it up, the administration sends them to do so.';

  if (organizationId === null) {
    return <AdminSection title="Two-step verification" description={description}><p className="text-ink-muted">Save the organization first.</p></AdminSection>;
  }

  const change = async (required: boolean) => {
    const waiting = policy.data?.unenrolled_administrators ?? 0;
    if (required && waiting > 0) {
      const ok = await confirm({
        title: 'Require two-step verification?',
        body: `${waiting} administrator${waiting === 1 ? ' has' : 's have'} not set it up yet: they will be sent to set it up before they can use the administration.`,
        confirmLabel: 'Require it',
      });
      if (!ok) return;
    }
    try {
      await save.mutateAsync(required);
      toast(required ? 'Two-step verification is required.' : 'Two-step verification is optional.');
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]);
    }
  };

  return (
    <AdminSection title="Two-step verification" description={description}>
      {policy.isPending ? <Skeleton className="h-8 w-64" /> : null}
      {policy.isError ? <FormErrors messages={errorMessagesOf(policy.error)} /> : null}
      {policy.data ? (
        <div className="flex flex-col gap-3">
          <Field label="Require two-step verification for administrators" layout="inline">
            <Switch checked={policy.data.require_mfa} disabled={!isMaster || save.isPending} onCheckedChange={change} />
          </Field>
          <p className="text-sm text-ink-muted">
            {policy.data.unenrolled_administrators === 0
              ? 'Every coordinator of its programs has set it up.'
              : `${policy.data.unenrolled_administrators} coordinator${policy.data.unenrolled_administrators === 1 ? ' has' : 's have'} not set it up yet.`}
            {isMaster ? '' : ' Only masters change this setting.'}
          </p>
        </div>
      ) : null}
    </AdminSection>
  );
}
