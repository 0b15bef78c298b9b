'use client';
// Share by email (social-engagement.md §5, §8): addresses split on commas or semicolons, each with an @; none is
// 'Must include at least 1 email address.'; success shows 'Email sent successfully.' for 3 s, then the dialog closes.
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessagesOf } from '@/lib/api-client';
import { useEmailContent } from '@/lib/query/recipes';
import { SHARE_MESSAGES as M } from '@/lib/recipes/messages';
import { MAX_SHARE_MESSAGE, splitShareEmails, type EmailContentModel } from '@/lib/recipes/schemas';

/** The spec's client check: every part has an @. The server checks the full pattern. */
function clientError(text: string): string | null {
  const emails = splitShareEmails(text);
  if (emails.length === 0) return M.noEmails;
  const bad = emails.find((e) => !e.includes('@'));
  return bad ? M.invalidEmail(bad) : null;
}

const schema = z.object({
  emails: z.string().superRefine((text, ctx) => {
    const problem = clientError(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  message: z.string(),
});
type Values = z.infer<typeof schema>;

interface ShareEmailProps {
  open: boolean;
  onClose: () => void;
  model: EmailContentModel;
  id: number;
  title: string;
}

export function ShareEmailDialog(props: ShareEmailProps) {
  const t = useTranslations('recipes.shareEmail');
  const kind = props.model === 'Recipe' ? 'recipe' : 'tip';
  return (
    <Dialog open={props.open} onClose={props.onClose} title={t('title', { kind })} description={props.title}>
      {/* Mounted with the open dialog: each opening starts empty. */}
      {props.open ? <ShareEmailBody {...props} /> : null}
    </Dialog>
  );
}

function ShareEmailBody({ onClose, model, id }: ShareEmailProps) {
  const t = useTranslations('recipes.shareEmail');
  const [sent, setSent] = useState(false);
  const send = useEmailContent();
  const statusId = useId();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { emails: '', message: '' } });

  // 'Email sent successfully.' stays 3 s, then the dialog closes.
  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(onClose, 3000);
    return () => window.clearTimeout(timer);
  }, [sent, onClose]);

  const submit = ({ emails, message }: Values) =>
    send.mutate({ emails, message, model, id }, {
      onSuccess: () => setSent(true),
      onError: (e) => form.setError('emails', { message: errorMessagesOf(e).join(' ') || M.failed }),
    });

  return (
    <>
      {sent ? (
        <p role="status" id={statusId} className="rounded-2xl bg-success-soft p-4 font-semibold text-success">
          {t('sent')}
        </p>
      ) : (
        <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
          <FormField
            name="emails"
            label={t('to')}
            description={t('toHint')}
            render={(field) => <Input type="text" inputMode="email" autoComplete="off" placeholder={t('toPlaceholder')} {...field} />}
          />
          <FormField
            name="message"
            label={t('message')}
            render={(field) => <Textarea rows={4} maxLength={MAX_SHARE_MESSAGE} placeholder={t('messagePlaceholder')} {...field} />}
          />
          <DialogActions>
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('send')}
            </Button>
          </DialogActions>
        </Form>
      )}
    </>
  );
}
