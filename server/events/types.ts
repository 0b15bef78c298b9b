// What can happen in the product, by name, with what each event carries. A mutation records these inside its
// transaction (server/events/domain-events.ts); server/composition/after-commit.ts says what follows from each.
// A payload may hold the objects its handlers need (the resolved promotion to serialize a day record, the row the
// transaction read back): the outbox stores it as JSON with its Dates tagged and the promotion by its id, and the
// drain resolves it again (server/events/outbox.ts, docs/decisions/015-outbox.md).
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import type { UserRow } from '@/server/users/queries';
import type { JournalLike } from '@/lib/journal/types';
import type { WallPostCreated } from '@/lib/realtime/events';

/** What a wall event's handlers need beside the ids: the promotion's realtime channel and the actor's name. */
export interface WallEventContext {
  channel: string;
  actorName: string;
}

/** A participant of the promotion whose day records changed. */
interface ParticipantEvent {
  userId: number;
  promotion: ResolvedPromotion;
}

/** A day record of the participant changed: `day` is its date ('YYYY-MM-DD'). */
interface DayEvent extends ParticipantEvent {
  day: string;
}

export interface DomainEventMap {
  // The daily loop (server/logging, server/scenes, server/entries).
  /** An activity was logged to a day (its points credited, maybe the day recorded). */
  'activity.logged': DayEvent & { userActivityId: number; sceneCompleted: boolean };
  /** A logged activity was removed from its day (its points and tile freed). */
  'activity.unlogged': DayEvent & { userActivityId: number };
  /** A logged activity was deactivated or activated again (its points left or came back). */
  'activity.activation_changed': DayEvent & { userActivityId: number; isActive: boolean };
  /** How the day's activities felt was saved (the entry is known by its id). */
  'entry.feels_saved': ParticipantEvent & { entryId: number };
  /** The first correct answer to an activity's quiz credited `points` to `day`. */
  'quiz.answered': DayEvent & { activityId: number; points: number };
  /** The last tile of the loggable scene was logged: goal_hit is set and the next scene given. */
  'scene.completed': ParticipantEvent & { userSceneId: number; sequence: number };

  // Badges (server/badges): recorded by the in-transaction badge award, never by features.
  /** A badge just earned, with its notification row (written in the same transaction). */
  'badge.earned': {
    userId: number;
    badge: { id: number; name: string; category: string; image_url: string | null };
    earned_on: string;
    notification: {
      id: number; key: string; title: string | null; message: string; link: string | null;
      read: boolean; seen: boolean; cleared: boolean; hidden: boolean; created_at: Date;
      /** The sentence's catalog entry and variables (server/notifications/texts.ts): said in the recipient's language. */
      params?: unknown;
    };
  };

  // Journal, evaluations, users.
  /** A reflection was written on My Journey. */
  'reflection.created': { userId: number; promotionId: number; postId: number };
  /** Someone liked a post; `like` is the serialized like the response answers with. */
  'like.created': {
    userId: number; promotionId: number; postId: number; postAuthorId: number; like: JournalLike;
    /** A wall post's like (not a reflection's): its promotion's channel hears of it and the author is notified. */
    wall: WallEventContext | null;
  };
  /** An evaluation was submitted (also the Initial Assessment at registration). */
  'evaluation.completed': { userId: number; promotionId: number; evaluationId: number; definitionId: number };
  /** A participant signed up. */
  'user.registered': { userId: number; promotionId: number };
  /** A user's settings, flags or profile changed; `user` is the row read back inside the transaction. */
  'user.updated': { user: UserRow };
  /** The account's password or email changed (settings): a notice goes to the old address (docs/settings-and-my-data.md). */
  'account.credentials_changed': { promotionId: number | null; to: string; firstName: string; changed: ('password' | 'email')[]; newEmail: string | null };
  /** A reset link was issued. The link holds the token: it lives only in memory until the mail is rendered. */
  'password_reset.requested': { promotionId: number | null; to: string; firstName: string; link: string; hours: number };

  // Coming with the social and admin waves: named now so each feature records, rather than publishes.
  /**
   * A friend request was sent (or resent): to a participant (friendId), or by email to an address with no account yet
   * (friendId null, email set: the invitation mail carries the registration link). actorName is the sender's name.
   */
  'friend.requested': {
    promotionId: number; friendshipId: number; userId: number; friendId: number | null; email: string | null; message: string | null;
    actorName: string; resent: boolean;
  };
  /** userId accepted the request friendId had sent; both are now friends. actorName is the accepter's name. */
  'friend.accepted': { promotionId: number; friendshipId: number; userId: number; friendId: number; actorName: string };
  /** A wall post or comment was written (and its tags): the promotion's walls, the parent's author and the tagged hear of it. */
  'post.created': {
    promotionId: number; userId: number; post: WallPostCreated; wall: WallEventContext;
    /** The author of the post a comment answers (null for a top-level post). */
    parentAuthorId: number | null;
    taggedUserIds: number[];
  };
  /** A message was sent; recipientIds are the conversation's other current members (muted ones included). */
  'message.sent': { promotionId: number; conversationId: number; messageId: number; senderId: number; senderName: string; recipientIds: number[] };
  /**
   * A conversation was created, renamed, or its members changed (added, removed, left): memberIds (its current
   * members) hear conversationAlert 'conversation' (or 'action' when an action row was written), removedIds hear
   * 'remove_conversation'.
   */
  'conversation.changed': {
    promotionId: number; conversationId: number; type: 'conversation' | 'action'; memberIds: number[]; removedIds: number[];
  };
  /** A duo invitation was sent (userId the sender, receiverId the friend asked). */
  'duo.requested': { promotionId: number; duoId: number; userId: number; receiverId: number; actorName: string };
  /** The receiver (userId) accepted the sender's invitation: the duo started. */
  'duo.accepted': { promotionId: number; duoId: number; userId: number; senderId: number; actorName: string };
  /** The invitation was declined by the receiver or withdrawn by either (userId); otherId is the other person. */
  'duo.ended': { promotionId: number; duoId: number; userId: number; otherId: number; how: 'declined' | 'withdrawn' };
  /** The pair-me queue paired two waiting participants into a new duo. */
  'duo.paired': { promotionId: number; duoId: number; userIds: [number, number] };
  'duo.completed': { promotionId: number; duoId: number; userIds: number[] };
  /**
   * A team invitation (invite_type 'I': the leader invites userId or an email) or a join request ('R': userId asks the
   * team's leader) was sent or resent.
   */
  'team.invited': {
    promotionId: number; teamId: number; teamName: string; inviteId: number; inviteType: 'I' | 'R'; userId: number | null; email: string | null;
    leaderId: number; actorId: number; actorName: string; resent: boolean;
  };
  'team.invite_accepted': { promotionId: number; teamId: number; userId: number };
  'team.request_accepted': { promotionId: number; teamId: number; userId: number };
  /** Team members changed (joined, left, removed, leader changed, team deleted or undeleted): the team's channel hears. */
  'team.changed': { promotionId: number; teamId: number; memberIds: number[] };
  /** The team's work of a week was completed (docs/teams.md "Works"): each member now holds a gift to give. */
  'team.work_completed': { promotionId: number; teamId: number; workId: number; week: number; memberIds: number[] };
  /** Gift points offered by userId to targetUserId (a pending work bonus). */
  'gift.offered': { promotionId: number; workBonusId: number; userId: number; targetUserId: number; actorName: string; points: number };
  /** The target (userId) accepted or declined a gift; an accepted one credited its points in the same transaction. */
  'gift.answered': { promotionId: number; workBonusId: number; userId: number; giverId: number | null; accepted: boolean };
  'coordinator_notification.published': { promotionId: number; notificationId: number };

  // Support (server/support).
  /** Someone (signed in or not) sent the Contact page's form: the promotion's coordinators are mailed it. */
  'contact_request.created': { promotionId: number; contactRequestId: number };

  // Eligibility administration (server/eligibility/files.ts).
  /** A master pressed Process on an eligibility file (now 'processing'): the eligibility.process job is queued. */
  'eligibility_file.process_requested': { promotionId: number; fileId: number; mapping: Record<'identifier' | 'first_name' | 'last_name' | 'email', string | null> };
  /** The eligibility.process job finished a file (status 'processed'). */
  'eligibility_file.processed': { promotionId: number; fileId: number; rowsProcessed: number; errors: number };

  // Wall moderation (server/wall/mutations.ts).
  /** A participant reported a wall post (it was not reported yet). */
  'post.flagged': { promotionId: number; postId: number; flaggedBy: number };
}

export type DomainEventType = keyof DomainEventMap;

/** One recorded event: a discriminated union, so `payload` narrows with `type`. */
export type DomainEvent<T extends DomainEventType = DomainEventType> = { [K in T]: { type: K; payload: DomainEventMap[K] } }[T];
