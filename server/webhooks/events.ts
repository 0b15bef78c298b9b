// What each domain event sends to webhooks (docs/webhooks.md): deliver handlers the composition root lists beside the
// event's other effects. Payloads carry ids and the promotion, not names or emails: a receiver that needs more asks
// the API with its own credentials.
import 'server-only';
import { db } from '@/server/db';
import { handler } from '@/server/events/handler';
import type { DomainEventMap } from '@/server/events/types';
import { emitWebhook } from './deliver';
import { loggedUpToTwoSql } from './sql';
import { subscribedEventTypes } from './subscriptions';

export const webhookUserRegistered = handler<DomainEventMap['user.registered']>({
  name: 'webhooks.userRegistered',
  run: async ({ userId, promotionId }) => {
    await emitWebhook({ type: 'user.registered', promotionId, key: `user.registered:${userId}`, data: { user_id: userId } });
  },
});

/** The first activity a participant logs: the log that took their count to one (counted only where someone listens). */
export const webhookFirstActivity = handler<DomainEventMap['activity.logged']>({
  name: 'webhooks.firstActivity',
  run: async ({ userId, promotion, userActivityId }) => {
    if (!(await subscribedEventTypes(promotion.organization.id)).has('activity.first_logged')) return;
    const counted = await loggedUpToTwoSql.first(db, userId);
    if (counted?.logged !== 1) return;
    await emitWebhook({ type: 'activity.first_logged', promotionId: promotion.id, key: `activity.first_logged:${userId}`, data: { user_id: userId, user_activity_id: userActivityId } });
  },
});

export const webhookSceneCompleted = handler<DomainEventMap['scene.completed']>({
  name: 'webhooks.sceneCompleted',
  run: async ({ userId, promotion, userSceneId, sequence }) => {
    await emitWebhook({ type: 'scene.completed', promotionId: promotion.id, key: `scene.completed:${userSceneId}`, data: { user_id: userId, sequence } });
  },
});

/** A team forms when its first member joins the leader: two members, by invitation or by request. */
export const webhookTeamFormed = handler<DomainEventMap['team.invite_accepted'] | DomainEventMap['team.request_accepted']>({
  name: 'webhooks.teamFormed',
  run: async ({ promotionId, teamId }) => {
    const members = await db.teamMember.count({ where: { team_id: teamId } });
    if (members !== 2) return;
    await emitWebhook({ type: 'team.formed', promotionId, key: `team.formed:${teamId}`, data: { team_id: teamId } });
  },
});

export const webhookPostFlagged = handler<DomainEventMap['post.flagged']>({
  name: 'webhooks.postFlagged',
  run: async ({ promotionId, postId }) => {
    await emitWebhook({ type: 'post.flagged', promotionId, key: `post.flagged:${postId}:${Date.now()}`, data: { post_id: postId } });
  },
});

export const webhookEligibilityFileProcessed = handler<DomainEventMap['eligibility_file.processed']>({
  name: 'webhooks.eligibilityFileProcessed',
  run: async ({ promotionId, fileId, rowsProcessed, errors }) => {
    await emitWebhook({
      type: 'eligibility_file.processed', promotionId, key: `eligibility_file.processed:${fileId}:${Date.now()}`,
      data: { file_id: fileId, rows_processed: rowsProcessed, error_count: errors, summary: `${rowsProcessed} rows, ${errors} with errors` },
    });
  },
});
