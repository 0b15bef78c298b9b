// The duo states, groups and limits of the specs, shared by the server and the client.

/** A duos row's state (CHECK in the database). "Accepted" is a pending row with started_at set (see DuoStage). */
export const DUO_STATES = ['pending', 'active', 'completed'] as const;
export type DuoState = (typeof DUO_STATES)[number];

/**
 * Where a duo stands for the caller, derived from state, started_at and the caller's side:
 * incoming / outgoing (pending, not started), accepted (started, no image unlocked yet), active, completed.
 */
export const DUO_STAGES = ['incoming', 'outgoing', 'accepted', 'active', 'completed'] as const;
export type DuoStage = (typeof DUO_STAGES)[number];

/** The duo list's groups, indexed as the spec says: 2 completed, 3 in progress, 4 in queue. */
export const DUO_GROUP = { completed: 2, inProgress: 3, inQueue: 4 } as const;

/** A pair-me queue entry's state (CHECK in the database). */
export const PAIR_QUEUE_STATES = ['queued', 'paired', 'withdrawn'] as const;
export type PairQueueState = (typeof PAIR_QUEUE_STATES)[number];

/** A person may be in at most 2 duos, counting pending invitations, started duos and a waiting pair-me entry. */
export const MAX_DUOS = 2;
/** Friends shown first on the add wizard's friend step. */
export const DUO_FRIENDS_SHOWN_FIRST = 4;
