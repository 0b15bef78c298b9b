'use client';
// A password input with a show/hide toggle, as on the login form. Takes react-hook-form's register() props.
import { useState, type ComponentPropsWithRef } from 'react';
import { inputClasses } from './form-field';

export function PasswordInput({ className = '', ...props }: Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <input {...props} type={shown ? 'text' : 'password'} className={`${inputClasses} pr-14 ${className}`} />
      <button
        type="button"
        onClick={() => setShown((value) => !value)}
        aria-pressed={shown}
        aria-controls={props.id}
        aria-label="Show password"
        className="absolute inset-y-1 right-1 grid w-11 place-items-center rounded-xl text-ink-muted hover:bg-surface-muted hover:text-ink"
      >
        <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" strokeLinejoin="round" />
          <circle cx="12" cy="12" r="3" />
          {shown ? null : <path d="M4 4l16 16" strokeLinecap="round" />}
        </svg>
      </button>
    </div>
  );
}
