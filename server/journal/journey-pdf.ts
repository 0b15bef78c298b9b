// Gathers what the journey PDF shows, for the signed-in participant of the host's promotion.
import type { UserRow } from '@/server/users/queries';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { isoDate } from '@/lib/promotion-dates';
import { allJournalPosts, journeySummary } from './queries';
import { journalDay } from './serialize';
import { renderJourneyPdf, type JourneyPdfData, type RenderOptions } from './pdf';

export async function journeyPdfData(user: UserRow, promotion: ResolvedPromotion): Promise<JourneyPdfData> {
  const [summary, posts] = await Promise.all([journeySummary(user.id, promotion.id), allJournalPosts(promotion.id, user.id)]);
  const timeZone = promotion.row.time_zone;
  const name = `${user.profile?.first_name ?? ''} ${user.profile?.last_name ?? ''}`.trim() || 'Participant';
  return {
    participantName: name,
    programName: promotion.row.program_name || promotion.row.name,
    startsOn: isoDate(promotion.row.starts_on)!,
    endsOn: isoDate(promotion.row.ends_on)!,
    timeZone,
    generatedOn: promotion.timeline.current_date,
    points: summary.points,
    pointLabelPlural: promotion.row.point_label_plural,
    completedScenes: summary.completed_scene_count,
    completedDuos: summary.completed_duo_count,
    reflections: posts.map((p) => {
      const partner = p.duo ? (p.duo.sender_id === user.id ? p.duo.receiving_user : p.duo.sending_user) : null;
      return {
        day: journalDay(p.created_at, timeZone),
        createdAt: p.created_at,
        content: p.content,
        sceneName: p.user_scene?.scene.name ?? null,
        duoName: p.duo ? [p.duo.duo_template.name, partner?.profile ? `with ${partner.profile.first_name}` : ''].filter(Boolean).join(' ') : null,
        likeCount: p.likes.length,
      };
    }),
  };
}

export async function journeyPdf(user: UserRow, promotion: ResolvedPromotion, options?: RenderOptions): Promise<Buffer> {
  return renderJourneyPdf(await journeyPdfData(user, promotion), options);
}
