// What team invitations, requests and membership changes cause after the commit (social-engagement.md §4, §9):
// the invited participant is notified ('Team invitation'), an address without an account gets the invitation mail
// with the registration link, the leader is notified of a request ('Team request'); an acceptance tells the new
// member's tabs and the team's channel (TeamInviteAccepted / UserTeamRequestAccepted), refreshes the user
// (userUpdated: their team) and notifies the other side; a change of members refreshes every member concerned.
// Notification keys start with team_, so the email digest picks them up as the 'team' kind. A resend replaces the
// earlier notification with a new one (notify() dedupes by key, so the old row goes first).
import { db } from '@/server/db';
import { notify } from '@/server/notifications/mutations';
import { notificationText } from '@/server/notifications/texts';
import { publish } from '@/server/realtime/publish';
import { sendEmail } from '@/server/mail/send';
import { appUrl } from '@/server/mail/urls';
import { findPromotionBranding } from '@/server/mail/queries';
import { recipientLocale } from '@/server/mail/locale';
import { teamInvitationEmail } from '@/server/teams/invite-email';
import { completeTeamWorkAfterLog } from '@/server/teams/works';
import { teamChannel, userChannel } from '@/lib/realtime-channels';
import { fullName } from '@/lib/users/names';
import type { DomainEventMap } from '@/server/events/types';
import { applyHandler, handler } from '@/server/events/handler';
import { userUpdated } from './realtime';

type Invited = DomainEventMap['team.invited'];
type Accepted = DomainEventMap['team.invite_accepted'];

const JOIN_LINK = '/artprize/join';
const MY_TEAM_LINK = '/artprize/myteam';

async function renotify(resent: boolean, userId: number, key: string) {
  if (resent) await db.notification.deleteMany({ where: { user_id: userId, key } });
}

export const teamInviteNotification = handler<Invited>({
  name: 'notifications.teamInvite',
  when: ({ inviteType, userId }) => inviteType === 'I' && userId !== null,
  run: async ({ promotionId, inviteId, userId, teamName, actorName, resent }) => {
    const key = `team_invite_${inviteId}`;
    await renotify(resent, userId!, key);
    // Who and what: the inviter by name, and the team.
    await notify([{ promotionId, userId: userId!, key, ...notificationText('teamInvite', { actor: actorName, team: teamName }), link: JOIN_LINK }]);
  },
});

export const teamRequestNotification = handler<Invited>({
  name: 'notifications.teamRequest',
  when: ({ inviteType }) => inviteType === 'R',
  run: async ({ promotionId, inviteId, leaderId, teamName, actorName, resent }) => {
    const key = `team_request_${inviteId}`;
    await renotify(resent, leaderId, key);
    await notify([{ promotionId, userId: leaderId, key, ...notificationText('teamRequest', { actor: actorName, team: teamName }), link: MY_TEAM_LINK }]);
  },
});

export const teamInvitationMail = handler<Invited>({
  name: 'mail.teamInvitation',
  when: ({ inviteType, userId, email }) => inviteType === 'I' && userId === null && email !== null,
  run: async ({ promotionId, email, teamName, actorName }) => {
    const [branding, locale] = await Promise.all([findPromotionBranding(promotionId), recipientLocale(promotionId, email!)]);
    const mail = teamInvitationEmail({ senderName: actorName, teamName, registerUrl: appUrl(branding?.subdomain ?? null, '/register'), locale });
    await sendEmail({ to: email!, ...mail, kind: 'team_invite', promotionId, locale });
  },
});

const membershipEvent = (event: 'TeamInviteAccepted' | 'UserTeamRequestAccepted') => handler<Accepted>({
  name: `realtime.${event}`,
  run: async ({ teamId, userId }) => {
    const data = { team_id: teamId, user_id: userId };
    await Promise.all([
      publish({ channel: userChannel(userId), event, data }),
      publish({ channel: teamChannel(teamId), event, data }),
    ]);
  },
});
export const teamInviteAccepted = membershipEvent('TeamInviteAccepted');
export const teamRequestAccepted = membershipEvent('UserTeamRequestAccepted');

/**
 * The other side hears of the acceptance: the inviter (the leader) of an accepted invitation, the requester of an
 * accepted request. Keyed by the accepted invitation.
 */
const acceptedNotification = (type: 'I' | 'R') => handler<Accepted>({
  name: `notifications.teamAccepted.${type}`,
  run: async ({ promotionId, teamId, userId }) => {
    const invite = await db.teamInvite.findFirst({
      where: { team_id: teamId, user_id: userId, invite_type: type, status: 'A' }, orderBy: { updated_at: 'desc' },
      select: { id: true, invited_by_id: true, team: { select: { name: true, members: { where: { is_leader: true }, select: { user_id: true } } } }, user: { select: { profile: { select: { first_name: true, last_name: true } } } } },
    });
    if (!invite) return;
    const team = invite.team.name;
    if (type === 'I') {
      const leaderId = invite.team.members[0]?.user_id ?? invite.invited_by_id;
      if (leaderId === null || leaderId === userId) return;
      const name = fullName(invite.user?.profile?.first_name, invite.user?.profile?.last_name) || null; // none: "Someone"
      await notify([{ promotionId, userId: leaderId, key: `team_accepted_${invite.id}`, ...notificationText('teamInviteAccepted', { actor: name, team }), link: MY_TEAM_LINK }]);
    } else {
      await notify([{ promotionId, userId, key: `team_accepted_${invite.id}`, ...notificationText('teamRequestAccepted', { team }), link: MY_TEAM_LINK }]);
    }
  },
});
export const teamInviteAcceptedNotification = acceptedNotification('I');
export const teamRequestAcceptedNotification = acceptedNotification('R');

/** Everyone whose team changed hears it as a userUpdated (their team, on_official_team). */
export const teamMembersUpdated = handler<DomainEventMap['team.changed']>({
  name: 'realtime.teamMembersUpdated',
  run: async ({ memberIds }, dispatch) => {
    await Promise.all(memberIds.map((userId) => userUpdated.run({ userId }, dispatch)));
  },
});

/**
 * After a log: the logger's team may have completed its work of the week (server/teams/works.ts). A domain write, so
 * it is applied from the log's outbox row, once per log: a failure (or a crash before it ran) leaves the row to the
 * worker's drain, and the log stands meanwhile.
 */
export const teamWorkCompletion = applyHandler<DomainEventMap['activity.logged']>({
  name: 'teams.workCompletion',
  when: ({ promotion }) => promotion.flags.is_teams_enabled && promotion.currentCompetition !== null,
  onceBy: ({ userId, day }) => `${userId}:${day}`,
  apply: async ({ promotion, userId, day }, tx, events) => {
    await completeTeamWorkAfterLog(tx, events, promotion, userId, day);
  },
});

/** Every member of a team that completed its work holds a gift to give: 'Team work complete', to the gifting screen. */
export const teamWorkCompletedNotification = handler<DomainEventMap['team.work_completed']>({
  name: 'notifications.teamWorkCompleted',
  run: async ({ promotionId, workId, week, memberIds }) => {
    const points = await db.promotion.findUnique({ where: { id: promotionId }, select: { bonus_points: true } });
    await notify(memberIds.map((userId) => ({
      promotionId, userId, key: `team_work_${workId}`, ...notificationText('teamWorkCompleted', { week, count: points?.bonus_points ?? 0 }),
      link: '/gifts',
    })));
  },
});
