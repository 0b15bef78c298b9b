'use client';
// The Contact page's form (participant-core.md §3 "Contact request"; §4 "Contact form: sending, then sent; resets
// after the confirmation dialog"; §8 'Submitted' / 'Thank you. Message sent successfully.', 'Could not send message.').
// Signed-in people find their name and email filled in; the browser info goes along for support.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { contactRequestSchema, type ContactRequestInput } from '@/lib/support/schemas';
import { SUPPORT_MESSAGES as M } from '@/lib/support/messages';
import { MAX_MESSAGE } from '@/lib/support/constants';
import { browserInfo } from '@/lib/support/browser';
import { sendContactRequest } from '@/lib/query/support';
import { errorMessagesOf } from '@/lib/api-client';
import { Form, FormErrors } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { Select } from '@/components/ui/select';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** The topic becomes the request's extra_tags (in English, whatever the reader's language), so support can sort requests. */
export const CONTACT_TOPICS = ['Registration and signing in', 'Logging and points', 'Friends, teams and duos', 'Something else'] as const;
/** Each topic's label key (support.contact.topics). */
const TOPIC_KEYS = {
  'Registration and signing in': 'registration',
  'Logging and points': 'logging',
  'Friends, teams and duos': 'social',
  'Something else': 'other',
} as const satisfies Record<(typeof CONTACT_TOPICS)[number], string>;

type Values = { first_name: string; last_name: string; organization: string; email: string; subject: string; topic: string; message: string };

export interface ContactDefaults {
  first_name: string;
  last_name: string;
  email: string;
  organization: string;
}

// The topic is the form's own field (sent as extra_tags): the schema must keep it, or the resolver strips it.
const formSchema = contactRequestSchema
  .pick({ first_name: true, last_name: true, organization: true, email: true, subject: true, message: true })
  .extend({ topic: z.string() });

export function ContactForm({ defaults }: { defaults: ContactDefaults }) {
  const t = useTranslations('support.contact');
  const initial: Values = { ...defaults, subject: '', topic: '', message: '' };
  const form = useForm<Values>({ resolver: zodResolver(formSchema) as never, defaultValues: initial });
  const [errors, setErrors] = useState<string[]>([]);
  const [sent, setSent] = useState(false);

  const send = async (values: Values) => {
    setErrors([]);
    const body: ContactRequestInput = {
      first_name: values.first_name, last_name: values.last_name, organization: values.organization, email: values.email,
      subject: values.subject, message: values.message, extra_tags: values.topic ? [values.topic] : [], info: browserInfo(),
    };
    try {
      await sendContactRequest(body);
      setSent(true);
    } catch (error) {
      setErrors(errorMessagesOf(error, M.contactFailed));
    }
  };

  const confirm = () => {
    setSent(false);
    form.reset(initial);
  };

  return (
    <>
      {/* method="post": a submit before the page has hydrated must not put the message in the address. */}
      <Form form={form} onSubmit={send} method="post" className="flex flex-col gap-5" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className="text-h2 text-ink">{t('formTitle')}</h2>
        <FormErrors messages={errors} />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField name="first_name" label={t('firstName')} render={(field) => <Input autoComplete="given-name" aria-required="true" {...field} />} />
          <FormField name="last_name" label={t('lastName')} render={(field) => <Input autoComplete="family-name" aria-required="true" {...field} />} />
          <FormField name="email" label={t('email')} render={(field) => <Input type="email" autoComplete="email" aria-required="true" {...field} />} />
          <FormField name="organization" label={t('organization')} render={(field) => <Input autoComplete="organization" {...field} />} />
          <FormField
            name="topic"
            label={t('topic')}
            render={(field) => (
              <Select {...field}>
                <option value="">{t('chooseTopic')}</option>
                {CONTACT_TOPICS.map((topic) => <option key={topic} value={topic}>{t(`topics.${TOPIC_KEYS[topic]}`)}</option>)}
              </Select>
            )}
          />
          <FormField name="subject" label={t('subject')} render={(field) => <Input {...field} />} />
        </div>
        <FormField
          name="message"
          label={t('message')}
          description={t('messageHint')}
          render={(field) => <Textarea rows={6} maxLength={MAX_MESSAGE} aria-required="true" {...field} />}
        />
        <div className="flex justify-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('sending') : t('send')}
          </Button>
        </div>
      </Form>
      <Dialog open={sent} onClose={confirm} title={t('submittedTitle')} description={t('sent')} size="sm">
        <div className="flex justify-end">
          <Button onClick={confirm}>{t('ok')}</Button>
        </div>
      </Dialog>
    </>
  );
}
