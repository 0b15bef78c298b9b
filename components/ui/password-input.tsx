'use client';
// A password input with a show/hide toggle.
import { useState, type ComponentPropsWithRef } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useFieldControl } from './field';
import { inputClasses } from './input';
import { cn } from './cn';

export function PasswordInput({ className, ...props }: Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  const t = useTranslations('ui.passwordInput');
  const [shown, setShown] = useState(false);
  const controlProps = useFieldControl(props);
  const Icon = shown ? EyeOff : Eye;
  return (
    <div className="relative">
      <input {...controlProps} type={shown ? 'text' : 'password'} className={cn(inputClasses, 'pe-14', className)} />
      <button
        type="button"
        onClick={() => setShown((value) => !value)}
        aria-pressed={shown}
        aria-controls={controlProps.id}
        aria-label={t('show')}
        className="absolute inset-y-1 end-1 grid w-11 place-items-center rounded-xl text-ink-muted hover:bg-surface-muted hover:text-ink"
      >
        <Icon className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
