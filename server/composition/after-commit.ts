// What follows from each domain event once its transaction has committed: the one place that fans out to
// notifications, realtime, mail and push (docs/decisions/008-side-effects-after-commit.md), and to the few domain
// writes an event causes off its own transaction, applied once per event from its outbox row (015-outbox.md). Every
// event is listed, so adding one to server/events/types.ts asks here what it causes (an empty list is an answer).
// Part of the composition root: wire.ts hands this table to the bus at process start; no feature imports it.
//
// Not here, on purpose: badges. A badge and its notification row are written inside the event's own transaction
// (awardBadgesFor in server/badges/award.ts, called where the event is written), because "a badge is earned once,
// with its notification, exactly when its goal is reached" must hold even under concurrent logs. What a badge
// causes after the commit is the 'badge.earned' event below.
import type { HandlerTable } from '@/server/events/registry';
import { entryUpdatedById, entryUpdatedForDay, likeToAuthor, userUpdated, userUpdatedFromRow } from './fan-out/realtime';
import { badgeNotificationPublished } from './fan-out/notifications';
import { passwordResetMail } from './fan-out/mail';
import { credentialsChangedMail } from './fan-out/account';
import { pushBadgeEarned, pushDuoPairedEvent, pushDuoRequested } from './fan-out/push';
import { badgeEmail } from './fan-out/notification-mail';
import { likeNotification, newLikeCreated, newPostCreated, postNotifications } from './fan-out/wall';
import { conversationAlerts, messageAlerts, messageNotifications } from './fan-out/messaging';
import { friendAcceptedNotification, friendInvitationMail, friendRequestNotification } from './fan-out/friends';
import {
  teamInviteAccepted, teamInviteAcceptedNotification, teamInviteNotification, teamInvitationMail, teamMembersUpdated, teamRequestAccepted,
  teamRequestAcceptedNotification, teamRequestNotification, teamWorkCompletedNotification, teamWorkCompletion,
} from './fan-out/teams';
import { duoAcceptedNotification, duoCompletedNotification, duoPairedNotification, duoRequestNotification, duoWithdrawnNotification } from './fan-out/duos';
import { giftAnsweredNotification, giftOfferedNotification } from './fan-out/gifts';
import { contactRequestMail } from './fan-out/support';
import { eligibilityProcessJob } from './fan-out/eligibility';
import {
  webhookEligibilityFileProcessed, webhookFirstActivity, webhookPostFlagged, webhookSceneCompleted, webhookTeamFormed, webhookUserRegistered,
} from '@/server/webhooks/events';

export const AFTER_COMMIT: HandlerTable = {
  // The daily loop: the user's other tabs refresh the changed day and the user (points, goal flags).
  // …and the logger's team may have completed its work of the week (docs/teams.md "Works").
  'activity.logged': [entryUpdatedForDay, userUpdated, teamWorkCompletion, webhookFirstActivity],
  'activity.unlogged': [entryUpdatedForDay, userUpdated],
  'activity.activation_changed': [entryUpdatedForDay, userUpdated],
  'entry.feels_saved': [entryUpdatedById],
  'quiz.answered': [
    { ...entryUpdatedForDay, when: ({ points }) => points > 0 },
    { ...userUpdated, when: ({ points }) => points > 0 },
  ],
  // goal_hit was set: the same userUpdated as the log that completed it (once per user per dispatch).
  'scene.completed': [userUpdated, webhookSceneCompleted],

  'badge.earned': [badgeNotificationPublished, pushBadgeEarned, badgeEmail],

  // Nothing follows yet beyond the badges awarded in their transactions.
  'reflection.created': [],
  'evaluation.completed': [],
  'user.registered': [webhookUserRegistered],

  // A reflection's like tells its author's tabs; a wall post's like the whole wall, and notifies the author.
  'like.created': [likeToAuthor, newLikeCreated, likeNotification],
  'user.updated': [userUpdatedFromRow],
  'account.credentials_changed': [credentialsChangedMail],
  'password_reset.requested': [passwordResetMail],

  // The wall: every open wall of the promotion hears of the post; the parent's author and the tagged are notified.
  'post.created': [newPostCreated, postNotifications],

  // Coming (social and admin waves). Their handlers will be, per the spec's realtime events:
  // friend.accepted → notification + push;
  // message.sent → conversationAlert to the recipients + mail/push per subscription; duo.completed → notification;
  // team.* → TeamInviteAccepted / UserTeamRequestAccepted on team_{id}; coordinator_notification.published →
  // newCoordinatorNotification on the promotion's channel.
  // Friends: the friendee is notified of a request, an address without an account is mailed the invitation; the
  // friender is notified of the acceptance (its badges are awarded in the accepting transaction).
  'friend.requested': [friendRequestNotification, friendInvitationMail],
  'friend.accepted': [friendAcceptedNotification],
  // Messaging: every member's tabs hear of it; unmuted recipients get one collapsed notification per conversation.
  'message.sent': [messageAlerts, messageNotifications],
  'conversation.changed': [conversationAlerts],
  // Duos: notifications (their notificationPublished is the duo screens' live update; docs/duos.md).
  'duo.requested': [duoRequestNotification, pushDuoRequested],
  'duo.accepted': [duoAcceptedNotification],
  'duo.ended': [duoWithdrawnNotification],
  'duo.paired': [duoPairedNotification, pushDuoPairedEvent],
  'duo.completed': [duoCompletedNotification],
  // Teams: the invited person or the leader is notified (or the address mailed); an acceptance tells the new member's
  // tabs and the team's channel, refreshes the user and notifies the other side; a change refreshes its members.
  'team.invite_accepted': [teamInviteAccepted, userUpdated, teamInviteAcceptedNotification, webhookTeamFormed],
  'team.request_accepted': [teamRequestAccepted, userUpdated, teamRequestAcceptedNotification, webhookTeamFormed],
  'team.invited': [teamInviteNotification, teamRequestNotification, teamInvitationMail],
  'team.changed': [teamMembersUpdated],
  'team.work_completed': [teamWorkCompletedNotification],
  // Gift points: the target is notified of an offer, the giver of the answer; an accepted gift moved the target's totals.
  'gift.offered': [giftOfferedNotification],
  'gift.answered': [giftAnsweredNotification, { ...userUpdated, when: ({ accepted }) => accepted }],
  'coordinator_notification.published': [],
  // Support: a contact request reaches the promotion's coordinators by email.
  'contact_request.created': [contactRequestMail],
  // Eligibility: Process queues the file's job (a file left 'processing' without one is marked failed).
  'eligibility_file.process_requested': [eligibilityProcessJob],
  // Webhooks (docs/webhooks.md): the organization's subscribed endpoints hear of these.
  'eligibility_file.processed': [webhookEligibilityFileProcessed],
  'post.flagged': [webhookPostFlagged],
};
