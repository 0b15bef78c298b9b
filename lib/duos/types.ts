// The duos JSON (social-engagement.md "Duos"): answered by app/api/duos, duo_templates, duo_friends,
// duo_pair_status, duo_pair_queues and GET /users/search?for=duos; built by server/duos/serialize.ts, read by the
// duo screens (/duo/all, /duo/add, /duo/search, /duo/pair). docs/duos.md says what each call does.
import type { ListResponse } from '@/lib/list-response';
import type { DuoStage, DuoState, PairQueueState } from './constants';

/** A person on a duo (sending_user / receiving_user) or in the friend picker. */
export interface DuoPerson {
  user_id: number;
  full_name: string;
  image: { url: string | null };
}

export interface DuoImage {
  image: string;
  sequence: number;
}

/** GET /duo_templates (the promotion's duo collection, in order; page_size 0) and GET /duo_templates/{id}. */
export interface DuoTemplate {
  id: number;
  name: string;
  description: string | null;
  video: string | null;
  /** In sequence order; each one is unlocked by one day on which both partners logged (docs/duos.md). */
  duo_images: DuoImage[];
}
export type DuoTemplateList = ListResponse<DuoTemplate>;

/**
 * The completion rule's numbers: `done` images unlocked of `total` (the template's images). An image unlocks for
 * each day, from the day the duo started, on which both partners logged at least one activity; all unlocked
 * completes the duo. `me_logged_today` / `partner_logged_today`: whether today counts yet, on each side.
 */
export interface DuoProgress {
  done: number;
  total: number;
  me_logged_today: boolean;
  partner_logged_today: boolean;
}

/** One duo as the caller sees it (either side of it). */
export interface Duo {
  kind: 'duo';
  id: number;
  /** The row's state: pending (not started, or accepted: started_at set), active, completed. */
  state: DuoState;
  /** Derived for the caller: incoming / outgoing invitation, accepted, active, completed. */
  stage: DuoStage;
  /** The caller's side of the duo. */
  my_side: 'sender' | 'receiver';
  started_at: string | null;
  completed_at: string | null;
  created_at: string;
  sending_user: DuoPerson;
  receiving_user: DuoPerson;
  receiver_id: number;
  /** Made by the pair-me queue rather than an invitation. */
  paired_duo: boolean;
  is_sender_archived: boolean;
  is_receiver_archived: boolean;
  /** The caller's side's archive flag (a completed duo not archived yet shows its full-screen overlay). */
  archived_by_me: boolean;
  duo_template_id: number;
  duo_template: DuoTemplate;
  progress: DuoProgress;
}

/** The caller waiting in the pair-me queue (listed in the "in queue" group). */
export interface PairQueueItem {
  kind: 'pair_queue';
  id: number;
  state: 'queued';
  created_at: string;
}

/**
 * GET /duos: the spec's shape, an array whose first (only) element carries has_friends and the groups indexed
 * 2 completed (newest first), 3 in progress (accepted and active), 4 in queue (pending invitations sent or
 * received, and the caller's waiting pair-me entry).
 */
export interface DuoListHead {
  has_friends: boolean;
  /** Duos counting toward the limit: pending, accepted, active and a waiting pair-me entry. */
  duo_count: number;
  max_duos: number;
  /** Start-duo and Pair Me are offered only under the limit. */
  can_start: boolean;
  duos: { 2: Duo[]; 3: Duo[]; 4: (Duo | PairQueueItem)[] };
}
export type DuoList = [DuoListHead];

/** PUT /duos/{id}/decline and /withdrawl: the row is gone. */
export interface DuoEnded {
  id: number;
  ended: 'declined' | 'withdrawn';
}

/** PUT /duos/archive (body {id?}): the ids of the duos whose caller-side flag was set. */
export interface DuosArchived {
  archived_ids: number[];
}

/**
 * GET /duo_friends ({data: [...]}, the client reads data.data) and GET /users/search?for=duos: a friend of the
 * caller with their duo count; unavailable at 2 (listed last).
 */
export interface DuoFriend extends DuoPerson {
  /** Their duos counting toward the limit. */
  duo_count: number;
  available: boolean;
  /** The caller has a pending invitation to or from this friend (no second one may be sent). */
  has_pending_invitation: boolean;
}
export type DuoFriendList = ListResponse<DuoFriend>;

/**
 * GET /duo_pair_status, POST /duo_pair_queues, PUT /duo_pair_queues/{id}/withdrawal: the caller's newest pair-me
 * entry (all null when they never queued). When paired, duo_id names the new duo and `duo` is it.
 */
export interface PairStatus {
  id: number | null;
  state: PairQueueState | null;
  duo_id: number | null;
  duo: Duo | null;
}
