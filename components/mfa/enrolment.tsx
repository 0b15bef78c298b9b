'use client';
// Setting MFA up (docs/mfa.md): the QR code and the key as text, then the first code, then the recovery codes once.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { errorMessagesOf } from '@/lib/api-client';
import type { MfaEnrolment as Enrolment } from '@/lib/mfa/constants';
import { useConfirmEnrolment, useStartEnrolment } from '@/lib/mfa/query';
import { Button, FormErrors } from '@/components/ui';
import { CodeForm } from './code-form';
import { RecoveryCodes } from './recovery-codes';

/** The key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export function MfaEnrolmentSteps({ onEnabled, onDone }: { onEnabled: () => void; onDone: () => void }) {
  const t = useTranslations('mfa');
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const begin = async () => {
    setErrors([]);
    try {
      setEnrolment(await start.mutateAsync(undefined));
    } catch (error) {
      setErrors(errorMessagesOf(error));
    }
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  if (!enrolment) {
    return (
      <div className="flex flex-col items-start gap-4">
        <FormErrors messages={errors} />
        <p className="text-ink-muted">{t('enrol.needApp')}</p>
        <Button type="button" onClick={begin} loading={start.isPending}>{t('enrol.start')}</Button>
      </div>
    );
  }
  return (
    <ol className="flex flex-col gap-6">
      <li className="flex flex-col gap-3">
        <h3 className="font-semibold text-ink">{t('enrol.scan')}</h3>
        <img src={enrolment.qr_code} alt={t('enrol.qrAlt')} width={192} height={192}
          className="rounded-xl border border-line bg-white p-2" />
        <p className="text-sm text-ink-muted">
          {t.rich('enrol.cannotScan', {
            secret: grouped(enrolment.secret),
            code: (chunks) => <code data-testid="mfa-secret" className="break-all rounded bg-surface-muted px-2 py-1 font-mono text-ink">{chunks}</code>,
          })}
        </p>
      </li>
      <li className="flex flex-col gap-3">
        <h3 className="font-semibold text-ink">{t('enrol.enterCode')}</h3>
        <CodeForm label={t('verificationCode')} submitLabel={t('enrol.turnOn')} onCode={async (code) => {
          setCodes((await confirm.mutateAsync(code)).recovery_codes);
          onEnabled();
        }} />
      </li>
    </ol>
  );
}
