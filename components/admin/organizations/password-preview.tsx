'use client';
// The live preview of the organization's password rules: a sample password checked as it is typed against the rules
// being edited, with the same code that checks participants' passwords (lib/password-policy.ts), and against the
// regular expression on its own so an author sees what the pattern alone does.
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Input, Label } from '@/components/ui';
import { Check, X } from '@/components/ui/icons';
import { passwordProblems, type PasswordPolicy } from '@/lib/password-policy';
import { isValidPattern } from '@/lib/organizations/schemas';
import { useErrorText } from '@/lib/i18n/use-error-text';

export function PasswordPreview({ policy }: { policy: PasswordPolicy }) {
  const t = useTranslations('admin-organizations.passwordPreview');
  const errorText = useErrorText();
  const id = useId();
  const [sample, setSample] = useState('');
  const pattern = policy.password_regular_expression_string;
  const patternState = !pattern ? null : !isValidPattern(pattern) ? 'invalid' : new RegExp(pattern).test(sample) ? 'match' : 'no-match';
  const problems = sample ? passwordProblems(sample, policy) : [];
  return (
    <div className="rounded-xl border border-line bg-surface-muted p-4">
      <Label htmlFor={id}>{t('label')}</Label>
      <Input id={id} value={sample} onChange={(e) => setSample(e.target.value)} autoComplete="off" spellCheck={false} className="mt-1 font-mono"
        aria-describedby={`${id}-result`} />
      <div id={`${id}-result`} aria-live="polite" className="mt-3 text-sm">
        {!sample ? <p className="text-ink-muted">{t('hint')}</p> : (
          <ul className="flex flex-col gap-1">
            {patternState ? (
              <Result ok={patternState === 'match'}>
                {patternState === 'invalid' ? t('patternInvalid') : patternState === 'match' ? t('patternMatches') : t('patternDoesNotMatch')}
              </Result>
            ) : null}
            {problems.length === 0 ? <Result ok>{t('meetsEveryRule')}</Result>
              : problems.map((p) => <Result key={p} ok={false}>{errorText(p)}</Result>)}
          </ul>
        )}
      </div>
    </div>
  );
}

function Result({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  const t = useTranslations('admin-organizations.passwordPreview');
  const Icon = ok ? Check : X;
  return (
    <li className={ok ? 'flex items-start gap-2 text-success' : 'flex items-start gap-2 text-danger'}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="text-ink"><span className="sr-only">{ok ? t('passes') : t('fails')}</span>{children}</span>
    </li>
  );
}
