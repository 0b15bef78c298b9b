'use client';
// The Promotional Tools tab: a notification to every participant (administration.md §5: 'Oops, a message is needed.',
// a confirmation before sending) and an email to a participant or a team, or all of them ('Please include a
// message.'). The server checks the same rules.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, Form, FormField, Select, Textarea } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { useConfirm } from '@/components/feedback/confirm';
import { api, errorMessagesOf } from '@/lib/api-client';
import { COORDINATOR_MESSAGES as M } from '@/lib/coordinator/messages';
import type { Announcement } from '@/lib/coordinator/types';
import { useFormat } from '@/lib/i18n/use-format';
import { AdminSection } from '@/components/admin/shared/admin-page';

interface Option { id: number; name: string }

const notificationSchema = z.object({ message: z.string().trim().min(1, M.messageNeeded) });
type NotificationValues = z.infer<typeof notificationSchema>;

// recipient: 'all' or a team id (the select's string).
const emailSchema = z.object({
  type: z.enum(['friend', 'team']),
  recipient: z.string(),
  message: z.string().trim().min(1, M.includeMessage),
});
type EmailValues = z.infer<typeof emailSchema>;

export function PromotionalToolsPanel({ promotionId, promotionQuery, sent, teams }: {
  promotionId: number;
  promotionQuery: string;
  sent: Omit<Announcement, 'recipients'>[];
  /** The live teams, when teams are on (else null: no team emails). */
  teams: Option[] | null;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <NotificationForm promotionId={promotionId} sent={sent} />
      <EmailForm promotionQuery={promotionQuery} teams={teams} />
    </div>
  );
}

function NotificationForm({ promotionId, sent }: { promotionId: number; sent: Omit<Announcement, 'recipients'>[] }) {
  const form = useForm<NotificationValues>({ resolver: zodResolver(notificationSchema), defaultValues: { message: '' } });
  const [busy, setBusy] = useState(false);
  const [history, setHistory] = useState(sent);
  const { toast, errorToast } = useToast();
  const confirm = useConfirm();
  const t = useTranslations('admin-coordinator.tools');
  const format = useFormat();

  const submit = async ({ message: text }: NotificationValues) => {
    if (!(await confirm({ title: t('notificationConfirmTitle'), body: t('notificationConfirmBody', { message: text }), confirmLabel: t('send') }))) return;
    setBusy(true);
    try {
      const answer = await api.post<Announcement>(`/promotions/${promotionId}/notifications`, { message: text });
      setHistory((h) => [answer, ...h]);
      form.reset({ message: '' });
      toast(t('notificationSent', { count: answer.recipients }));
    } catch (e) {
      errorToast(errorMessagesOf(e, M.notificationFailed)[0]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminSection title={t('notificationTitle')} description={t('notificationDescription')}>
      <Form form={form} onSubmit={submit} className="flex flex-col gap-3">
        <FormField name="message" label={t('message')} render={(field) => <Textarea rows={4} maxLength={1000} {...field} />} />
        <Button type="submit" loading={busy} className="self-start">{t('sendNotification')}</Button>
      </Form>
      {history.length > 0 ? (
        <>
          <h3 className="mt-6 text-h3 text-ink">{t('sentHeading')}</h3>
          <ul className="mt-2 divide-y divide-line text-sm">
            {history.slice(0, 10).map((n) => (
              <li key={n.id} className="py-2"><span className="text-ink-muted">{format.dateTime(n.created_at)}</span> — {n.message}</li>
            ))}
          </ul>
        </>
      ) : null}
    </AdminSection>
  );
}

function EmailForm({ promotionQuery, teams }: { promotionQuery: string; teams: Option[] | null }) {
  const form = useForm<EmailValues>({ resolver: zodResolver(emailSchema), defaultValues: { type: 'friend', recipient: 'all', message: '' } });
  const type = useWatch({ control: form.control, name: 'type' });
  const [busy, setBusy] = useState(false);
  const { toast, errorToast } = useToast();
  const confirm = useConfirm();
  const t = useTranslations('admin-coordinator.tools');

  const submit = async ({ type, recipient, message: text }: EmailValues) => {
    const team = teams?.find((x) => String(x.id) === recipient)?.name;
    const audience = type !== 'team' ? 'participants' : recipient === 'all' ? 'allTeams' : team ? 'team' : 'unknownTeam';
    if (!(await confirm({ title: t('emailConfirmTitle'), body: t('emailConfirmBody', { audience, team: team ?? '' }), confirmLabel: t('send') }))) return;
    setBusy(true);
    try {
      const answer = await api.post<{ sent: number }>(`/send_mail${promotionQuery}`, { email_type: type, recipient_id: recipient === 'all' ? 'all' : Number(recipient), message: text });
      form.setValue('message', '');
      toast(t('emailSent', { count: answer.sent }));
    } catch (e) {
      errorToast(errorMessagesOf(e, t('emailFailed'))[0]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminSection title={t('emailTitle')} description={t('emailDescription')}>
      <Form form={form} onSubmit={submit} className="flex flex-col gap-3">
        {teams ? (
          <FormField
            name="type"
            id="mail-type"
            label={t('sendTo')}
            render={({ onChange, ...field }) => (
              <Select {...field} onChange={(e) => { onChange(e); form.setValue('recipient', 'all'); }}>
                <option value="friend">{t('participants')}</option>
                <option value="team">{t('teams')}</option>
              </Select>
            )}
          />
        ) : null}
        {type === 'team' && teams ? (
          <FormField
            name="recipient"
            id="mail-team"
            label={t('team')}
            render={(field) => (
              <Select {...field}>
                <option value="all">{t('allTeams')}</option>
                {teams.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
              </Select>
            )}
          />
        ) : null}
        <FormField name="message" label={t('message')} render={(field) => <Textarea rows={6} maxLength={5000} {...field} />} />
        <Button type="submit" loading={busy} className="self-start">{t('sendEmail')}</Button>
      </Form>
    </AdminSection>
  );
}
