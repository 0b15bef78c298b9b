'use client';
// One participant as the coordinator sees them (the user table's Edit for coordinators), with Unlock for a locked
// account and, when the viewer may, the narrow edit: names and a location of their reach (participant-edit-form.tsx).
import { useState } from 'react';
import { Badge, Button } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { api, errorMessagesOf } from '@/lib/api-client';
import type { ParticipantDetail as Detail } from '@/lib/coordinator/types';
import { AdminSection } from '@/components/admin/shared/admin-page';
import { ParticipantEditForm, type EditableLocation } from './participant-edit-form';

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
  const name = `${detail.first_name} ${detail.last_name}`.trim() || detail.email;
  const unlock = async () => {
    try {
      await api.post(`/users/${detail.id}/unlock`);
      setLocked(false);
      toast(`${name} unlocked.`);
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]);
    }
  };
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—');
  const rows: [string, string][] = [
    ['Email', detail.email], ['Role', detail.role], ['Location', detail.location_name ?? '—'], ['Team', detail.team_name ?? '—'],
    ['SSO identifier', detail.sso_identifier ?? '—'], ['Activities logged', String(detail.activities_logged)],
    ['Scenes completed', String(detail.scenes_completed)], ['Duos completed', String(detail.duos_completed)],
    ['Registered', when(detail.created_at)], ['Last sign-in', when(detail.last_sign_in_at)],
  ];
  return (
    <div className="flex flex-col gap-6">
      <AdminSection title={name}>
        <p className="mb-4">{locked ? <Badge tone="danger">Locked</Badge> : <Badge tone="success">Active</Badge>}</p>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {rows.map(([k, v]) => <div key={k} className="contents"><dt className="font-semibold text-ink">{k}</dt><dd className="break-words text-ink-muted">{v}</dd></div>)}
        </dl>
        {locked && canUnlock ? <Button className="mt-4" variant="secondary" onClick={() => void unlock()}>Unlock</Button> : null}
      </AdminSection>
      {edit ? (
        <AdminSection title="Edit">
          <ParticipantEditForm promotionId={promotionId} detail={detail} locations={edit.locations} locationLabel={edit.locationLabel} onSaved={setDetail} />
        </AdminSection>
      ) : null}
    </div>
  );
}
