'use client';
// A team's edit page for coordinators: name, leader (one of the members), status (undelete puts it back to pending),
// members (remove one) and open invites. The server applies the teams module's rules and answers the team.
import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, Form, FormField, Input, Select } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { useConfirm } from '@/components/feedback/confirm';
import { api, errorMessagesOf } from '@/lib/api-client';
import type { AdminTeam } from '@/lib/coordinator/types';
import { AdminSection } from '@/components/admin/shared/admin-page';
import { teamStatusKey } from './teams-panel';

// The server checks the name (required, unique in the competition) and that the leader is a member.
const schema = z.object({ name: z.string().transform((v) => v.trim()), leader: z.string() });
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;
const valuesOf = (team: AdminTeam): Values => ({ name: team.name, leader: String(team.leader?.id ?? '') });

export function TeamEditor({ promotionId, promotionQuery, initial }: { promotionId: number; promotionQuery: string; initial: AdminTeam }) {
  const [team, setTeam] = useState(initial);
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(schema), defaultValues: valuesOf(initial) });
  const [busy, setBusy] = useState(false);
  const { toast, errorToast } = useToast();
  const confirm = useConfirm();
  const t = useTranslations('admin-coordinator.teams');
  const base = `/promotions/${promotionId}/teams/${team.id}`;

  const save = async (body: Record<string, unknown>, done: string) => {
    setBusy(true);
    try {
      const next = await api.put<AdminTeam>(base, body);
      setTeam(next);
      form.reset(valuesOf(next));
      toast(done);
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (m: AdminTeam['members'][number]) => {
    if (!(await confirm({ title: t('removeTitle', { name: m.name }), body: t('removeBody', { name: m.name, team: team.name }), confirmLabel: t('removeConfirm'), tone: 'danger' }))) return;
    try {
      setTeam(await api.delete<AdminTeam>(`${base}/members/${m.user_id}`));
      toast(t('removed', { name: m.name }));
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <Link href={`/coordinator/dashboard/teams${promotionQuery}`} className="self-start font-semibold">{t('back')}</Link>
      <AdminSection title={t('editTitle', { name: team.name })} description={t('summary', {
        status: t(`statusName.${teamStatusKey(team.status)}`), members: team.member_count, points: team.total_points, average: String(team.avg_points),
      })}>
        <Form form={form} className="flex flex-col gap-4" onSubmit={({ name, leader }) => save({ name, ...(leader ? { leader_id: Number(leader) } : {}) }, t('saved'))}>
          <FormField name="name" label={t('name')} render={(field) => <Input maxLength={60} {...field} />} />
          {team.members.length > 0 ? (
            <FormField
              name="leader"
              id="team-leader"
              label={t('leader')}
              render={(field) => (
                <Select {...field}>
                  {team.members.map((m) => <option key={m.user_id} value={m.user_id}>{m.name}</option>)}
                </Select>
              )}
            />
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={busy}>{t('save')}</Button>
            {team.status === 2
              ? <Button type="button" variant="secondary" onClick={() => void save({ status: 0 }, t('teamUndeleted'))}>{t('undeleteButton')}</Button>
              : <Button type="button" variant="danger" onClick={() => void save({ status: 2 }, t('teamDeleted'))}>{t('deleteTeam')}</Button>}
          </div>
        </Form>
      </AdminSection>
      <AdminSection title={t('members')}>
        {team.members.length === 0 ? <p className="text-ink-muted">{t('noMembers')}</p> : (
          <ul className="divide-y divide-line">
            {team.members.map((m) => (
              <li key={m.user_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span><span className="font-semibold text-ink">{m.name}</span> <span className="text-sm text-ink-muted">{m.email}{m.is_leader ? ` · ${t('leaderMark')}` : ''}</span></span>
                {!m.is_leader ? <Button size="sm" variant="secondary" onClick={() => void remove(m)}>{t.rich('remove', { name: m.name, sr: (chunks) => <span className="sr-only">{chunks}</span> })}</Button> : null}
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
      <AdminSection title={t('openInvites')}>
        {team.invites.length === 0 ? <p className="text-ink-muted">{t('noInvites')}</p> : (
          <ul className="divide-y divide-line text-sm">
            {team.invites.map((i) => <li key={i.id} className="py-2">{i.name ?? i.email} · {i.invite_type === 'I' ? t('invitedByLeader') : t('askedToJoin')}</li>)}
          </ul>
        )}
      </AdminSection>
    </div>
  );
}
