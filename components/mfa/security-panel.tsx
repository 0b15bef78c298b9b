'use client';
// Account security (docs/mfa.md): two-step verification for administrators — set up, renew recovery codes, turn off.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { errorMessagesOf } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n/use-format';
import { useDisableMfa, useMfaStatus, useRegenerateCodes } from '@/lib/mfa/query';
import { Badge, Button, Form, FormErrors, FormField, Input, PasswordInput, Skeleton } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { AdminSection } from '@/components/admin/shared/admin-page';
import { CodeForm } from './code-form';
import { MfaEnrolmentSteps } from './enrolment';
import { RecoveryCodes } from './recovery-codes';

const disableSchemaOf = (proofRequired: string) => z.object({ code: z.string().trim().max(40), password: z.string().max(200) })
  .refine((v) => v.code !== '' || v.password !== '', { message: proofRequired, path: ['code'] });
type DisableValues = z.infer<ReturnType<typeof disableSchemaOf>>;

function TurnOffForm({ onCancel }: { onCancel: () => void }) {
  const t = useTranslations('mfa');
  const disable = useDisableMfa();
  const { toast } = useToast();
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<DisableValues>({ resolver: zodResolver(disableSchemaOf(t('panel.proofRequired'))), defaultValues: { code: '', password: '' } });
  const submit = async (values: DisableValues) => {
    setErrors([]);
    try {
      await disable.mutateAsync(values.code ? { code: values.code } : { password: values.password });
      toast(t('panel.turnedOff'));
    } catch (error) {
      setErrors(errorMessagesOf(error));
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="flex max-w-sm flex-col gap-4">
      <FormErrors messages={errors} />
      <FormField<DisableValues, 'code'> name="code" label={t('panel.currentOrRecovery')}
        render={(field) => <Input {...field} autoComplete="one-time-code" spellCheck={false} maxLength={40} className="font-mono" />} />
      <FormField<DisableValues, 'password'> name="password" label={t('panel.orPassword')}
        render={(field) => <PasswordInput {...field} autoComplete="current-password" />} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" loading={form.formState.isSubmitting}>{t('turnOff')}</Button>
        <Button type="button" variant="ghost" onClick={onCancel}>{t('cancel')}</Button>
      </div>
    </Form>
  );
}

export function SecurityPanel({ requiredNotice }: { requiredNotice: boolean }) {
  const t = useTranslations('mfa');
  const format = useFormat();
  const status = useMfaStatus();
  const regenerate = useRegenerateCodes();
  const [mode, setMode] = useState<'idle' | 'regenerate' | 'disable'>('idle');
  const [codes, setCodes] = useState<string[] | null>(null);
  // The first code turned it on: the setup stays mounted to show the recovery codes, the status already says On.
  const [justEnabled, setJustEnabled] = useState(false);

  if (status.isPending) return <AdminSection title={t('title')}><Skeleton className="h-24 w-full" /></AdminSection>;
  if (status.isError) {
    return <AdminSection title={t('title')}><FormErrors messages={errorMessagesOf(status.error)} /></AdminSection>;
  }
  const s = status.data;
  const enabled = s.enabled || justEnabled;
  return (
    <AdminSection title={t('title')}
      description={t('panel.description')}>
      <div className="flex flex-col gap-5">
        {requiredNotice && !enabled ? <p role="alert" className="rounded-2xl bg-accent-soft px-4 py-3 font-medium text-ink">{t('panel.requiredHere')}</p> : null}
        <p className="flex flex-wrap items-center gap-2 text-ink">
          {t('panel.status')} {enabled ? <Badge tone="success">{t('panel.on')}</Badge> : <Badge tone="neutral">{t('panel.off')}</Badge>}
          {s.required ? <span className="text-sm text-ink-muted">{t('panel.requiredByOrganization')}</span> : null}
        </p>
        {codes ? <RecoveryCodes codes={codes} onDone={() => setCodes(null)} /> : null}
        {!s.enabled ? <MfaEnrolmentSteps onEnabled={() => setJustEnabled(true)} onDone={() => window.location.assign(requiredNotice ? '/' : window.location.pathname)} /> : null}
        {s.enabled && !codes ? (
          <>
            <p className="text-ink-muted">
              {t('panel.onSince', { date: format.custom(s.enabled_at ?? '', { year: 'numeric', month: 'numeric', day: 'numeric' }), left: s.recovery_codes_left })}
            </p>
            {mode === 'idle' ? (
              <div className="flex flex-wrap gap-2">
                <Button type="button" variant="secondary" onClick={() => setMode('regenerate')}>{t('panel.newCodes')}</Button>
                <Button type="button" variant="danger" onClick={() => setMode('disable')}>{t('turnOff')}</Button>
              </div>
            ) : null}
            {mode === 'regenerate' ? (
              <CodeForm label={t('panel.currentCode')} submitLabel={t('panel.makeCodes')} description={t('panel.oldCodesStop')}
                onCancel={() => setMode('idle')}
                onCode={async (code) => { setCodes((await regenerate.mutateAsync(code)).recovery_codes); setMode('idle'); }} />
            ) : null}
            {mode === 'disable' ? (
              <>
                {s.required ? <p className="text-sm text-ink-muted">{t('panel.requiredAgain')}</p> : null}
                <TurnOffForm onCancel={() => setMode('idle')} />
              </>
            ) : null}
          </>
        ) : null}
      </div>
    </AdminSection>
  );
}
