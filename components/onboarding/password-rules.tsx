// The organization's password rules (length, letters, numbers, symbols, pattern) as a live checklist, used by the
// registration form and the reset-password dialog. Each rule is checked with the shared passwordProblems() on a
// policy holding that rule alone, so the list can never disagree with what the server enforces.
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

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export interface PasswordRule {
  label: string;
  met: boolean;
}

export function passwordRules(password: string, policy: PasswordPolicy): PasswordRule[] {
  const rule = (label: string, only: Partial<PasswordPolicy>): PasswordRule => ({
    label,
    met: password.length > 0 && passwordProblems(password, { ...NONE, ...only }).length === 0,
  });
  const rules: PasswordRule[] = [];
  const { password_min_length: min, password_max_length: max } = policy;
  if (min > 0 || max > 0) {
    const label = min > 0 && max > 0 ? `${min} to ${max} characters` : min > 0 ? `At least ${count(min, 'character', 'characters')}` : `At most ${count(max, 'character', 'characters')}`;
    rules.push(rule(label, { password_min_length: min, password_max_length: max }));
  }
  if (policy.password_min_letters > 0) rules.push(rule(`At least ${count(policy.password_min_letters, 'letter', 'letters')}`, { password_min_letters: policy.password_min_letters }));
  if (policy.password_min_numbers > 0) rules.push(rule(`At least ${count(policy.password_min_numbers, 'number', 'numbers')}`, { password_min_numbers: policy.password_min_numbers }));
  if (policy.password_min_symbols > 0) rules.push(rule(`At least ${count(policy.password_min_symbols, 'symbol', 'symbols')} (like ! or #)`, { password_min_symbols: policy.password_min_symbols }));
  if (policy.password_regular_expression_string) {
    rules.push(rule(policy.password_help_message || 'Meets your organization’s requirements', {
      password_regular_expression_string: policy.password_regular_expression_string,
      password_help_message: policy.password_help_message,
    }));
  }
  return rules;
}

export function PasswordChecklist({ id, password, policy }: { id: string; password: string; policy: PasswordPolicy }) {
  const rules = passwordRules(password, policy);
  if (!rules.length) return null;
  return (
    <div id={id} className="mt-3 rounded-2xl bg-surface-muted px-4 py-3">
      <p className="text-sm font-semibold text-ink">Your password needs</p>
      <ul className="mt-2 grid gap-1.5 text-sm sm:grid-cols-2">
        {rules.map((rule) => (
          <li key={rule.label} className={`flex items-start gap-2 ${rule.met ? 'text-success' : 'text-ink-muted'}`}>
            {rule.met ? <Check className="mt-0.5 size-4 shrink-0" strokeWidth={2.5} aria-hidden="true" /> : <Circle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
            <span>
              {rule.label}
              <span className="sr-only">{rule.met ? ' (done)' : ' (not yet)'}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
