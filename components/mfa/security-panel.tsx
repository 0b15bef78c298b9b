'use client';
// Account security (docs/mfa.md): two-step verification for administrators — set up, renew recovery codes, turn off.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { errorMessagesOf } from '@/lib/api-client';
import { MFA_MESSAGES } from '@/lib/mfa/constants';
import { useDisableMfa, useMfaStatus, useRegenerateCodes } from '@/lib/mfa/query';
import { Badge, Button, Form, FormErrors, FormField, Input, PasswordInput, Skeleton } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { AdminSection } from '@/components/admin/shared/admin-page';
import { CodeForm } from './code-form';
import { MfaEnrolmentSteps } from './enrolment';
import { RecoveryCodes } from './recovery-codes';

const disableSchema = z.object({ code: z.string().trim().max(40), password: z.string().max(200) })
  .refine((v) => v.code !== '' || v.password !== '', { message: MFA_MESSAGES.proofRequired, path: ['code'] });
type DisableValues = z.infer<typeof disableSchema>;

function TurnOffForm({ onCancel }: { onCancel: () => void }) {
  const disable = useDisableMfa();
  const { toast } = useToast();
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<DisableValues>({ resolver: zodResolver(disableSchema), defaultValues: { code: '', password: '' } });
  const submit = async (values: DisableValues) => {
    setErrors([]);
    try {
      await disable.mutateAsync(values.code ? { code: values.code } : { password: values.password });
      toast('Two-step verification is off.');
    } catch (error) {
      setErrors(errorMessagesOf(error));
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="flex max-w-sm flex-col gap-4">
      <FormErrors messages={errors} />
      <FormField<DisableValues, 'code'> name="code" label="Current code or recovery code"
        render={(field) => <Input {...field} autoComplete="one-time-code" spellCheck={false} maxLength={40} className="font-mono" />} />
      <FormField<DisableValues, 'password'> name="password" label="Or your password"
        render={(field) => <PasswordInput {...field} autoComplete="current-password" />} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" loading={form.formState.isSubmitting}>Turn off</Button>
        <Button type="button" variant="ghost" onClick={onCancel}>Cancel</Button>
      </div>
    </Form>
  );
}

export function SecurityPanel({ requiredNotice }: { requiredNotice: boolean }) {
  const status = useMfaStatus();
  const regenerate = useRegenerateCodes();
  const [mode, setMode] = useState<'idle' | 'regenerate' | 'disable'>('idle');
  const [codes, setCodes] = useState<string[] | null>(null);
  // The first code turned it on: the setup stays mounted to show the recovery codes, the status already says On.
  const [justEnabled, setJustEnabled] = useState(false);

  if (status.isPending) return <AdminSection title="Two-step verification"><Skeleton className="h-24 w-full" /></AdminSection>;
  if (status.isError) {
    return <AdminSection title="Two-step verification"><FormErrors messages={errorMessagesOf(status.error)} /></AdminSection>;
  }
  const s = status.data;
  const enabled = s.enabled || justEnabled;
  return (
    <AdminSection title="Two-step verification"
      description="A code from an authenticator app on your phone, asked after your password, keeps the administration safe if your password leaks.">
      <div className="flex flex-col gap-5">
        {requiredNotice && !enabled ? <p role="alert" className="rounded-2xl bg-accent-soft px-4 py-3 font-medium text-ink">{MFA_MESSAGES.requiredHere}</p> : null}
        <p className="flex flex-wrap items-center gap-2 text-ink">
          Status: {enabled ? <Badge tone="success">On</Badge> : <Badge tone="neutral">Off</Badge>}
          {s.required ? <span className="text-sm text-ink-muted">Required by your organization.</span> : null}
        </p>
        {codes ? <RecoveryCodes codes={codes} onDone={() => setCodes(null)} /> : null}
        {!s.enabled ? <MfaEnrolmentSteps onEnabled={() => setJustEnabled(true)} onDone={() => window.location.assign(requiredNotice ? '/' : window.location.pathname)} /> : null}
        {s.enabled && !codes ? (
          <>
            <p className="text-ink-muted">
              On since {new Date(s.enabled_at ?? '').toLocaleDateString()}. {s.recovery_codes_left} of 10 recovery codes left.
            </p>
            {mode === 'idle' ? (
              <div className="flex flex-wrap gap-2">
                <Button type="button" variant="secondary" onClick={() => setMode('regenerate')}>New recovery codes</Button>
                <Button type="button" variant="danger" onClick={() => setMode('disable')}>Turn off</Button>
              </div>
            ) : null}
            {mode === 'regenerate' ? (
              <CodeForm label="Current code" submitLabel="Make new codes" description="Your old recovery codes stop working."
                onCancel={() => setMode('idle')}
                onCode={async (code) => { setCodes((await regenerate.mutateAsync(code)).recovery_codes); setMode('idle'); }} />
            ) : null}
            {mode === 'disable' ? (
              <>
                {s.required ? <p className="text-sm text-ink-muted">Your organization requires it: set it up again (with a new phone, say) before you use the administration.</p> : null}
                <TurnOffForm onCancel={() => setMode('idle')} />
              </>
            ) : null}
          </>
        ) : null}
      </div>
    </AdminSection>
  );
}
