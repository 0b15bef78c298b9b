'use client';
// One participant as the coordinator sees them (the user table's Edit for coordinators), with Unlock for a locked
// account and, when the viewer may, the narrow edit: names and a location of their reach (participant-edit-form.tsx).
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Badge, Button } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { api, errorMessagesOf } from '@/lib/api-client';
import type { ParticipantDetail as Detail } from '@/lib/coordinator/types';
import { useFormat } from '@/lib/i18n/use-format';
import { AdminSection } from '@/components/admin/shared/admin-page';
import { ParticipantEditForm, type EditableLocation } from './participant-edit-form';
import { roleName } from './role-name';

interface Props {
  promotionId: number;
  detail: Detail;
  canUnlock: boolean;
  /** Null: the viewer may not edit this participant (themselves, or a coordinator above a location coordinator's reach). */
  edit: { locations: EditableLocation[]; locationLabel: string } | null;
}

export function ParticipantDetail({ promotionId, detail: initial, canUnlock, edit }: Props) {
  const [detail, setDetail] = useState(initial);
  const [locked, setLocked] = useState(initial.is_locked);
  const { toast, errorToast } = useToast();
  const t = useTranslations('admin-coordinator');
  const format = useFormat();
  const name = `${detail.first_name} ${detail.last_name}`.trim() || detail.email;
  const unlock = async () => {
    try {
      await api.post(`/users/${detail.id}/unlock`);
      setLocked(false);
      toast(t('participant.unlocked', { name }));
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]);
    }
  };
  const when = (iso: string | null) => (iso ? format.dateTime(iso) : '—');
  const rows: [string, string][] = [
    [t('participant.email'), detail.email], [t('participant.role'), roleName(detail.role, t)], [t('participant.location'), detail.location_name ?? '—'],
    [t('participant.team'), detail.team_name ?? '—'], [t('participant.ssoIdentifier'), detail.sso_identifier ?? '—'],
    [t('participant.activitiesLogged'), String(detail.activities_logged)], [t('participant.scenesCompleted'), String(detail.scenes_completed)],
    [t('participant.duosCompleted'), String(detail.duos_completed)], [t('participant.registered'), when(detail.created_at)],
    [t('participant.lastSignIn'), when(detail.last_sign_in_at)],
  ];
  return (
    <div className="flex flex-col gap-6">
      <AdminSection title={name}>
        <p className="mb-4">{locked ? <Badge tone="danger">{t('participant.locked')}</Badge> : <Badge tone="success">{t('participant.active')}</Badge>}</p>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {rows.map(([k, v]) => <div key={k} className="contents"><dt className="font-semibold text-ink">{k}</dt><dd className="break-words text-ink-muted">{v}</dd></div>)}
        </dl>
        {locked && canUnlock ? <Button className="mt-4" variant="secondary" onClick={() => void unlock()}>{t('participant.unlock')}</Button> : null}
      </AdminSection>
      {edit ? (
        <AdminSection title={t('participant.edit')}>
          <ParticipantEditForm promotionId={promotionId} detail={detail} locations={edit.locations} locationLabel={edit.locationLabel} onSaved={setDetail} />
        </AdminSection>
      ) : null}
    </div>
  );
}
