// The organization's password rules (length, letters, numbers, symbols, pattern) as a live checklist, used by the
// registration form and the reset-password dialog. Each rule is checked with the shared passwordProblems() on a
// policy holding that rule alone, so the list can never disagree with what the server enforces.
import { useTranslations } from 'next-intl';
import { passwordProblems, type PasswordPolicy } from '@/lib/password-policy';
import { Check, Circle } from '@/components/ui/icons';

const NONE: PasswordPolicy = {
  password_min_length: 0,
  password_max_length: 0,
  password_min_letters: 0,
  password_min_numbers: 0,
  password_min_symbols: 0,
  password_regular_expression_string: null,
  password_help_message: null,
};

export interface PasswordRule {
  label: string;
  met: boolean;
}

type RulesT = ReturnType<typeof useTranslations<'onboarding.passwordRules'>>;

export function passwordRules(password: string, policy: PasswordPolicy, t: RulesT): PasswordRule[] {
  const rule = (label: string, only: Partial<PasswordPolicy>): PasswordRule => ({
    label,
    met: password.length > 0 && passwordProblems(password, { ...NONE, ...only }).length === 0,
  });
  const rules: PasswordRule[] = [];
  const { password_min_length: min, password_max_length: max } = policy;
  if (min > 0 || max > 0) {
    const label = min > 0 && max > 0 ? t('lengthRange', { min, max }) : min > 0 ? t('minLength', { count: min }) : t('maxLength', { count: max });
    rules.push(rule(label, { password_min_length: min, password_max_length: max }));
  }
  if (policy.password_min_letters > 0) rules.push(rule(t('minLetters', { count: policy.password_min_letters }), { password_min_letters: policy.password_min_letters }));
  if (policy.password_min_numbers > 0) rules.push(rule(t('minNumbers', { count: policy.password_min_numbers }), { password_min_numbers: policy.password_min_numbers }));
  if (policy.password_min_symbols > 0) rules.push(rule(t('minSymbols', { count: policy.password_min_symbols }), { password_min_symbols: policy.password_min_symbols }));
  if (policy.password_regular_expression_string) {
    rules.push(rule(policy.password_help_message || t('pattern'), {
      password_regular_expression_string: policy.password_regular_expression_string,
      password_help_message: policy.password_help_message,
    }));
  }
  return rules;
}

export function PasswordChecklist({ id, password, policy }: { id: string; password: string; policy: PasswordPolicy }) {
  const t = useTranslations('onboarding.passwordRules');
  const rules = passwordRules(password, policy, t);
  if (!rules.length) return null;
  return (
    <div id={id} className="mt-3 rounded-2xl bg-surface-muted px-4 py-3">
      <p className="text-sm font-semibold text-ink">{t('title')}</p>
      <ul className="mt-2 grid gap-1.5 text-sm sm:grid-cols-2">
        {rules.map((rule) => (
          <li key={rule.label} className={`flex items-start gap-2 ${rule.met ? 'text-success' : 'text-ink-muted'}`}>
            {rule.met ? <Check className="mt-0.5 size-4 shrink-0" strokeWidth={2.5} aria-hidden="true" /> : <Circle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
            <span>
              {rule.label}
              <span className="sr-only">{` ${rule.met ? t('done') : t('notYet')}`}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
