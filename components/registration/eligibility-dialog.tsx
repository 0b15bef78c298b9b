'use client';
// The eligibility check that comes before registration when the promotion verifies eligibility (its messages: '{label}
// is required.', 'Invalid {label}.', '{label} is already in use.'): the identifier, labelled with the promotion's
// label, is checked by POST /eligibilities/validate. Closing without a validated record returns to welcome (the screen
// decides).
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { errorMessagesOf } from '@/lib/api-client';
import { eligibilityMessages } from '@/lib/onboarding/messages';
import { validateEligibility } from '@/lib/query/onboarding';
import type { ContentItem } from '@/lib/content/types';
import type { EligibilityRecord } from '@/lib/onboarding/types';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';

export interface EligibilityDialogProps {
  open: boolean;
  label: string;
  intro: ContentItem | null;
  help: ContentItem | null;
  onValidated: (record: EligibilityRecord) => void;
  onClose: () => void;
}

const eligibilitySchema = (label: string) => z.object({ identifier: z.string().trim().min(1, eligibilityMessages(label).required) });
type Values = z.infer<ReturnType<typeof eligibilitySchema>>;

export function EligibilityDialog({ open, label, intro, help, onValidated, onClose }: EligibilityDialogProps) {
  const t = useTranslations('registration');
  const form = useForm<Values>({ resolver: zodResolver(eligibilitySchema(label)), defaultValues: { identifier: '' } });

  const onSubmit = async ({ identifier }: Values) => {
    try {
      onValidated(await validateEligibility(identifier));
    } catch (failure) {
      // 404 'Invalid {label}.', 422 '{label} is already in use.' / '{label} is required.' come from the server.
      form.setError('identifier', { message: errorMessagesOf(failure)[0] });
    }
  };

  const checking = form.formState.isSubmitting;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={contentTitle(intro?.title_html, t('eligibility.title'))}
      description={intro?.content_html ? <ContentHtml html={intro.content_html} /> : t('eligibility.description', { label })}
    >
      <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField
          name="identifier"
          label={label}
          description={help?.content_html ? <ContentHtml html={help.content_html} /> : undefined}
          render={(field) => <Input {...field} autoComplete="off" autoCapitalize="characters" spellCheck={false} autoFocus />}
        />
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={checking}>
            {checking ? t('checking') : t('eligibility.continue')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
