'use client';
// The Feedback form (participant-core.md §3 "Feedback": name, email, feedback, plus the browser and the page it was
// sent from). Name, email and the text are required (§5); a failure says 'Sorry, there was an error sending your
// feedback.' (§8) with the server's reasons when it gave some.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { feedbackSchema, type FeedbackInput } from '@/lib/support/schemas';
import { SUPPORT_MESSAGES as M } from '@/lib/support/messages';
import { browserLine } from '@/lib/support/browser';
import { sendFeedback } from '@/lib/query/support';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/query/users';
import { Form, FormErrors } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { Button } from '@/components/ui/button';
import { MAX_FEEDBACK } from '@/lib/support/constants';

type Values = { name: string; email: string; feedback: string };

export function FeedbackForm({ requestUrl, onSent, onCancel }: { requestUrl: () => string; onSent: () => void; onCancel: () => void }) {
  const t = useTranslations('support.feedback');
  const { data: user } = useCurrentUser();
  const name = user ? `${user.profile.first_name ?? ''} ${user.profile.last_name ?? ''}`.trim() : '';
  const form = useForm<Values, unknown, FeedbackInput>({
    resolver: zodResolver(feedbackSchema) as never,
    defaultValues: { name, email: user?.email ?? '', feedback: '' },
  });
  const [errors, setErrors] = useState<string[]>([]);

  const send = async (values: FeedbackInput) => {
    setErrors([]);
    try {
      await sendFeedback({ ...values, browser: browserLine(), request_url: requestUrl() });
      onSent();
    } catch (error) {
      const reasons = error instanceof ApiError && error.status !== undefined && error.status < 500 ? error.errors : [];
      setErrors([M.feedbackFailed, ...reasons.filter((r) => r !== M.feedbackFailed)]);
    }
  };

  return (
    <Form form={form} onSubmit={send} method="post" className="flex flex-col gap-5" aria-label={t('title')}>
      <FormErrors messages={errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField name="name" label={t('name')} render={(field) => <Input autoComplete="name" aria-required="true" {...field} />} />
        <FormField name="email" label={t('email')} render={(field) => <Input type="email" autoComplete="email" aria-required="true" {...field} />} />
      </div>
      <FormField
        name="feedback"
        label={t('yourFeedback')}
        description={t('hint')}
        render={(field) => <Textarea rows={7} maxLength={MAX_FEEDBACK} aria-required="true" {...field} />}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel}>{t('cancel')}</Button>
        <Button type="submit" loading={form.formState.isSubmitting}>{t('send')}</Button>
      </div>
    </Form>
  );
}
