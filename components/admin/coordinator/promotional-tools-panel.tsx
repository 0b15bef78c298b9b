'use client';
// The Promotional Tools tab: a notification to every participant (administration.md §5: 'Oops, a message is needed.',
// a confirmation before sending) and an email to a participant or a team, or all of them ('Please include a
// message.'). The server checks the same rules.
import { useState } from 'react';
import { Button, Field, Label, Select, Textarea } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { useConfirm } from '@/components/feedback/confirm';
import { api, errorMessagesOf } from '@/lib/api-client';
import { COORDINATOR_MESSAGES as M } from '@/lib/coordinator/messages';
import type { Announcement } from '@/lib/coordinator/types';
import { AdminSection } from '@/components/admin/shared/admin-page';

interface Option { id: number; name: string }

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
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [history, setHistory] = useState(sent);
  const { toast, errorToast } = useToast();
  const confirm = useConfirm();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text) return setError(M.messageNeeded);
    setError(null);
    if (!(await confirm({ title: 'Send this notification?', body: `Every participant will see: “${text}”`, confirmLabel: 'Send' }))) return;
    setBusy(true);
    try {
      const answer = await api.post<Announcement>(`/promotions/${promotionId}/notifications`, { message: text });
      setHistory((h) => [answer, ...h]);
      setMessage('');
      toast(`${M.sent} to ${answer.recipients.toLocaleString('en-US')} participants.`);
    } catch (e) {
      errorToast(errorMessagesOf(e, M.notificationFailed)[0]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminSection title="Notification" description="Shows in every participant’s notification centre.">
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
        <Field label="Message" error={error}>
          <Textarea value={message} onChange={(e) => setMessage(e.target.value)} rows={4} maxLength={1000} />
        </Field>
        <Button type="submit" loading={busy} className="self-start">Send notification</Button>
      </form>
      {history.length > 0 ? (
        <>
          <h3 className="mt-6 text-h3 text-ink">Sent</h3>
          <ul className="mt-2 divide-y divide-line text-sm">
            {history.slice(0, 10).map((n) => (
              <li key={n.id} className="py-2"><span className="text-ink-muted">{new Date(n.created_at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}</span> — {n.message}</li>
            ))}
          </ul>
        </>
      ) : null}
    </AdminSection>
  );
}

function EmailForm({ promotionQuery, teams }: { promotionQuery: string; teams: Option[] | null }) {
  const [type, setType] = useState<'friend' | 'team'>('friend');
  const [recipient, setRecipient] = useState('all');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { toast, errorToast } = useToast();
  const confirm = useConfirm();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text) return setError(M.includeMessage);
    setError(null);
    const who = type === 'team' ? (recipient === 'all' ? 'the members of every team' : `the members of ${teams?.find((t) => String(t.id) === recipient)?.name ?? 'the team'}`) : 'every participant';
    if (!(await confirm({ title: 'Send this email?', body: `It goes to ${who}.`, confirmLabel: 'Send' }))) return;
    setBusy(true);
    try {
      const answer = await api.post<{ sent: number }>(`/send_mail${promotionQuery}`, { email_type: type, recipient_id: recipient === 'all' ? 'all' : Number(recipient), message: text });
      setMessage('');
      toast(`${M.sent}: ${answer.sent.toLocaleString('en-US')} emails.`);
    } catch (e) {
      errorToast(errorMessagesOf(e, 'Email failed to send')[0]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminSection title="Email" description="An email to participants, or to the members of a team. People who unsubscribed are skipped.">
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
        {teams ? (
          <div className="flex flex-col gap-1">
            <Label htmlFor="mail-type">Send to</Label>
            <Select id="mail-type" value={type} onChange={(e) => { setType(e.target.value as 'friend' | 'team'); setRecipient('all'); }}>
              <option value="friend">Participants</option>
              <option value="team">Teams</option>
            </Select>
          </div>
        ) : null}
        {type === 'team' && teams ? (
          <div className="flex flex-col gap-1">
            <Label htmlFor="mail-team">Team</Label>
            <Select id="mail-team" value={recipient} onChange={(e) => setRecipient(e.target.value)}>
              <option value="all">All teams</option>
              {teams.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
            </Select>
          </div>
        ) : null}
        <Field label="Message" error={error}>
          <Textarea value={message} onChange={(e) => setMessage(e.target.value)} rows={6} maxLength={5000} />
        </Field>
        <Button type="submit" loading={busy} className="self-start">Send email</Button>
      </form>
    </AdminSection>
  );
}
