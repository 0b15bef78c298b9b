'use client';
// The live preview of the organization's password rules: a sample password checked as it is typed against the rules
// being edited, with the same code that checks participants' passwords (lib/password-policy.ts), and against the
// regular expression on its own so an author sees what the pattern alone does.
import { useId, useState } from 'react';
import { Input, Label } from '@/components/ui';
import { Check, X } from '@/components/ui/icons';
import { passwordProblems, type PasswordPolicy } from '@/lib/password-policy';
import { isValidPattern } from '@/lib/organizations/schemas';

export function PasswordPreview({ policy }: { policy: PasswordPolicy }) {
  const id = useId();
  const [sample, setSample] = useState('');
  const pattern = policy.password_regular_expression_string;
  const patternState = !pattern ? null : !isValidPattern(pattern) ? 'invalid' : new RegExp(pattern).test(sample) ? 'match' : 'no-match';
  const problems = sample ? passwordProblems(sample, policy) : [];
  return (
    <div className="rounded-xl border border-line bg-surface-muted p-4">
      <Label htmlFor={id}>Try a sample password</Label>
      <Input id={id} value={sample} onChange={(e) => setSample(e.target.value)} autoComplete="off" spellCheck={false} className="mt-1 font-mono"
        aria-describedby={`${id}-result`} />
      <div id={`${id}-result`} aria-live="polite" className="mt-3 text-sm">
        {!sample ? <p className="text-ink-muted">Type a password to see how the rules judge it.</p> : (
          <ul className="flex flex-col gap-1">
            {patternState ? (
              <Result ok={patternState === 'match'}>
                {patternState === 'invalid' ? 'The regular expression is not valid.' : patternState === 'match' ? 'Matches the regular expression.' : 'Does not match the regular expression.'}
              </Result>
            ) : null}
            {problems.length === 0 ? <Result ok>Meets every rule: a participant could use it.</Result>
              : problems.map((p) => <Result key={p} ok={false}>{p}</Result>)}
          </ul>
        )}
      </div>
    </div>
  );
}

function Result({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  const Icon = ok ? Check : X;
  return (
    <li className={ok ? 'flex items-start gap-2 text-success' : 'flex items-start gap-2 text-danger'}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="text-ink">{ok ? <span className="sr-only">Passes: </span> : <span className="sr-only">Fails: </span>}{children}</span>
    </li>
  );
}
