// What every /artprize page needs from the server: the session (pages guard themselves, docs/app-shell.md), the teams
// flag (no teams → not found), the current competition, the caller's team, the title (the competition intro's title
// from the content, else 'Team Competition') and the tabs. The entry rules (social-engagement.md "Team competition"):
//   create, join  while on a team → myteam
//   myteam        not on a team: enrollment active → join when an invitation waits, else create; otherwise → the awards
//                 of the current week
import { cache } from 'react';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requireSignedInPage } from '@/server/pages/guards';
import { requestLocale } from '@/server/i18n/request-locale';
import { findContentItem } from '@/server/content/queries';
import { listUserInvites } from '@/server/teams/queries';
import type { NavTab } from '@/components/ui/nav-tabs';
import { competitionWeekOf, competitionWeeks } from '@/components/teams/weeks';

export const artprizePage = cache(async () => {
  const { promotion, user } = await requireSignedInPage();
  if (!promotion || !promotion.flags.is_teams_enabled) notFound();
  const t = await getTranslations('artprize');
  const competition = promotion.currentCompetition;
  const intro = await findContentItem(promotion.id, 'competition', 'intro', await requestLocale());
  // The caller's official or pending team (deleted teams are not a team), read with the session's user: the one of the
  // current competition only.
  const membership = user.team_memberships[0];
  const team = competition && membership?.competition_id === competition.id ? { id: membership.team.id, name: membership.team.name } : null;
  const enrolling = competition?.during_enrollment ?? false;
  const weeks = competition ? competitionWeeks(competition) : 1;
  const currentWeek = competition ? competitionWeekOf(competition, promotion.timeline.current_date) : 1;
  const tabs: NavTab[] = [
    { href: '/artprize/myteam', label: t('tabs.myTeam') },
    ...(!team && enrolling
      ? [
          { href: '/artprize/join', label: t('tabs.join') },
          { href: '/artprize/create', label: t('tabs.create') },
        ]
      : []),
    { href: `/artprize/awards/${currentWeek}`, label: t('tabs.awards'), also: ['/artprize/awards'] },
  ];
  return {
    title: intro?.title || t('titleDefault'),
    intro: intro?.content ?? null,
    userId: user.id,
    promotionId: promotion.id,
    competition,
    team,
    enrolling,
    weeks,
    currentWeek,
    tabs,
  };
});

export type ArtprizePage = Awaited<ReturnType<typeof artprizePage>>;

/**
 * create and join: only for someone not on a team (on a team → myteam). Outside enrollment no team can be formed, so
 * myteam decides (the awards of the current week).
 */
export async function requireNoTeam(): Promise<ArtprizePage & { competition: NonNullable<ArtprizePage['competition']> }> {
  const page = await artprizePage();
  const { competition } = page;
  if (page.team || !page.enrolling || !competition) redirect('/artprize/myteam');
  return { ...page, competition };
}

/** An invitation to a team of the competition waits for the caller's answer: the invitation is where they land. */
async function hasOpenInvitation(page: ArtprizePage): Promise<boolean> {
  if (!page.competition) return false;
  const { total } = await listUserInvites(page.promotionId, page.userId, page.competition.id, 'I', 'U', { page: 1, pageSize: 1, skip: 0, take: 1 });
  return total > 0;
}

/**
 * myteam: only for someone on a team; otherwise, while enrolling, the invitations waiting for them (join) if any, else
 * create; outside enrollment the awards of the current week.
 */
export async function requireTeam(): Promise<ArtprizePage & { team: NonNullable<ArtprizePage['team']> }> {
  const page = await artprizePage();
  if (!page.team && page.enrolling && (await hasOpenInvitation(page))) redirect('/artprize/join');
  if (!page.team) redirect(page.enrolling ? '/artprize/create' : `/artprize/awards/${page.currentWeek}`);
  return page as ArtprizePage & { team: NonNullable<ArtprizePage['team']> };
}

/** A :week parameter as a week of the competition, or null when it is not one. */
export function weekParam(raw: string, weeks: number): number | null {
  if (!/^\d{1,3}$/.test(raw)) return null;
  const week = Number(raw);
  return week >= 1 && week <= weeks ? week : null;
}
