'use client';
// The eligibility check that comes before registration when the promotion verifies eligibility
// (social-engagement.md "Registration", §5): the identifier, labelled with the promotion's label, is checked by
// POST /eligibilities/validate. Closing without a validated record returns to welcome (the screen decides).
import { useId, useState, type FormEvent } from 'react';
import { errorMessagesOf } from '@/lib/api-client';
import { eligibilityMessages } from '@/lib/onboarding/messages';
import { validateEligibility } from '@/lib/query/onboarding';
import type { ContentItem } from '@/lib/content/types';
import type { EligibilityRecord } from '@/lib/onboarding/types';
import { Dialog } from '@/components/ui/dialog';
import { buttonClasses } from '@/components/ui/button';
import { ContentHtml, contentTitle } from '@/components/onboarding/content-html';
import { describedBy, Field, inputClasses } from '@/components/onboarding/form-field';

export interface EligibilityDialogProps {
  open: boolean;
  label: string;
  intro: ContentItem | null;
  help: ContentItem | null;
  onValidated: (record: EligibilityRecord) => void;
  onClose: () => void;
}

export function EligibilityDialog({ open, label, intro, help, onValidated, onClose }: EligibilityDialogProps) {
  const id = useId();
  const [identifier, setIdentifier] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = identifier.trim();
    if (!value) return setError(eligibilityMessages(label).required);
    setError(null);
    setChecking(true);
    try {
      onValidated(await validateEligibility(value));
    } catch (failure) {
      // 404 'Invalid {label}.', 422 '{label} is already in use.' / '{label} is required.' come from the server.
      setError(errorMessagesOf(failure)[0]);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={contentTitle(intro?.title_html, 'Confirm your eligibility')}
      description={intro?.content_html ? <ContentHtml html={intro.content_html} /> : `Enter your ${label} to continue to registration.`}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <Field id={`${id}-identifier`} label={label} error={error} hint={help?.content_html ? <ContentHtml html={help.content_html} /> : undefined}>
          <input
            {...describedBy(`${id}-identifier`, error, help?.content_html)}
            value={identifier}
            onChange={(event) => setIdentifier(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            autoFocus
            className={inputClasses}
          />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
            Cancel
          </button>
          <button type="submit" disabled={checking} className={buttonClasses('primary')}>
            {checking ? 'Checking…' : 'Continue'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
