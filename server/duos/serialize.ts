// The duos JSON of lib/duos/types.ts, as the caller sees it.
import type { DuoStage, DuoState } from '@/lib/duos/constants';
import type { Duo, DuoFriend, DuoPerson, DuoTemplate } from '@/lib/duos/types';
import { MAX_DUOS } from '@/lib/duos/constants';
import { fullName } from '@/lib/users/names';
import type { Prisma } from '@/generated/prisma/client';

// What the reads select (./queries.ts), so the serializer and its rows stay in step.
export const templateSelect = {
  id: true, name: true, description: true, video_url: true,
  duo_images: { select: { image_url: true, sequence: true }, orderBy: [{ sequence: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.DuoTemplateSelect;

const personSelect = { id: true, profile: { select: { first_name: true, last_name: true, image_url: true } } } as const;

export const duoSelect = {
  id: true, state: true, started_at: true, completed_at: true, created_at: true, sender_id: true, receiver_id: true,
  paired_duo: true, is_sender_archived: true, is_receiver_archived: true, duo_template_id: true,
  sending_user: { select: personSelect }, receiving_user: { select: personSelect }, duo_template: { select: templateSelect },
} satisfies Prisma.DuoSelect;

/** One duo as read with duoSelect. */
export type DuoRow = Prisma.DuoGetPayload<{ select: typeof duoSelect }>;
type TemplateRow = DuoRow['duo_template'];
type PersonRow = DuoRow['sending_user'];
interface ProgressRow { total: number; done: number; sender_today: boolean; receiver_today: boolean }

export function serializeTemplate(t: TemplateRow): DuoTemplate {
  return {
    id: t.id, name: t.name, description: t.description, video: t.video_url,
    duo_images: t.duo_images.map((i) => ({ image: i.image_url, sequence: i.sequence })),
  };
}

function person(u: PersonRow): DuoPerson {
  return { user_id: u.id, full_name: fullName(u.profile?.first_name, u.profile?.last_name), image: { url: u.profile?.image_url ?? null } };
}

/** Where the duo stands for the caller (lib/duos/constants.ts DUO_STAGES). */
export function stageOf(state: DuoState, startedAt: Date | null, side: 'sender' | 'receiver'): DuoStage {
  if (state === 'completed') return 'completed';
  if (state === 'active') return 'active';
  if (startedAt !== null) return 'accepted';
  return side === 'receiver' ? 'incoming' : 'outgoing';
}

export function serializeDuo(row: DuoRow, userId: number, progress: ProgressRow | undefined): Duo {
  const side = row.sender_id === userId ? 'sender' : 'receiver';
  // The column is written only by server/duos (pending, active, completed; CHECK in the database).
  const state = row.state as DuoState;
  const total = progress?.total ?? row.duo_template.duo_images.length;
  const done = state === 'completed' ? total : Math.min(progress?.done ?? 0, total);
  return {
    kind: 'duo',
    id: row.id,
    state,
    stage: stageOf(state, row.started_at, side),
    my_side: side,
    started_at: row.started_at?.toISOString() ?? null,
    completed_at: row.completed_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    sending_user: person(row.sending_user),
    receiving_user: person(row.receiving_user),
    receiver_id: row.receiver_id,
    paired_duo: row.paired_duo,
    is_sender_archived: row.is_sender_archived,
    is_receiver_archived: row.is_receiver_archived,
    archived_by_me: side === 'sender' ? row.is_sender_archived : row.is_receiver_archived,
    duo_template_id: row.duo_template_id,
    duo_template: serializeTemplate(row.duo_template),
    progress: {
      done, total,
      me_logged_today: (side === 'sender' ? progress?.sender_today : progress?.receiver_today) ?? false,
      partner_logged_today: (side === 'sender' ? progress?.receiver_today : progress?.sender_today) ?? false,
    },
  };
}

export function serializeDuoFriend(r: {
  user_id: number; first_name: string | null; last_name: string | null; image_url: string | null; duo_count: number; has_pending_invitation: boolean;
}): DuoFriend {
  return {
    user_id: r.user_id, full_name: fullName(r.first_name, r.last_name), image: { url: r.image_url },
    duo_count: r.duo_count, available: r.duo_count < MAX_DUOS, has_pending_invitation: r.has_pending_invitation,
  };
}
