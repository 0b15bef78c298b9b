// Gathers what the journey PDF shows, for the signed-in participant of the host's promotion: the summary, the
// reflections, and every scene of theirs as a picture (scene-art.ts), in the order they were given. In the language the
// download was asked in (app/api/journey.pdf/route.ts negotiates it).
import { db } from '@/server/db';
import type { AnyLocale } from '@/lib/i18n/locales';
import { translatorFor } from '@/server/i18n/translator';
import { labelsFor } from '@/server/i18n/promotion-labels';
import { findLoggedTiles } from '@/server/scenes/queries';
import { tileCount } from '@/server/scenes/policy';
import type { UserRow } from '@/server/users/queries';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { isoDate } from '@/lib/promotion-dates';
import { allJournalPosts, journeySummary } from './queries';
import { journalDay } from './serialize';
import { renderJourneyPdf, SCENE_ART_PX, type JourneyPdfData, type JourneyPdfScene, type RenderOptions } from './pdf';
import { renderSceneArt } from './scene-art';

/** The participant's own scenes in this promotion, each drawn as My Journey's thumbnails draw it. */
async function journeyScenes(userId: number, promotionId: number): Promise<JourneyPdfScene[]> {
  const scenes = await db.userScene.findMany({
    where: { user_id: userId, promotion_id: promotionId },
    orderBy: { sequence: 'asc' },
    select: { id: true, current_state: true, completed_at: true, scene: { select: { name: true, layout_version: true, tile_urls: true } } },
  });
  const tiles = await findLoggedTiles(userId, scenes.map((s) => s.id));
  const out: JourneyPdfScene[] = [];
  // One scene at a time: each composes up to a dozen tile images, and a long program has many scenes.
  for (const s of scenes) {
    const filled = tiles.filter((t) => t.user_scene_id === s.id && t.tile_number !== null).map((t) => t.tile_number!);
    const count = tileCount(s.scene);
    out.push({
      name: s.scene.name,
      status: s.current_state === 'loggable' ? 'in_progress' : s.completed_at || s.current_state === 'completed' ? 'completed' : 'ended',
      loggedCount: filled.length,
      tileCount: count,
      image: await renderSceneArt({ layoutVersion: s.scene.layout_version, tileUrls: s.scene.tile_urls, tileCount: count, filledTiles: filled }, SCENE_ART_PX),
    });
  }
  return out;
}

export async function journeyPdfData(user: UserRow, promotion: ResolvedPromotion, locale: AnyLocale): Promise<JourneyPdfData> {
  const [summary, posts, scenes] = await Promise.all([
    journeySummary(user.id, promotion.id), allJournalPosts(promotion.id, user.id), journeyScenes(user.id, promotion.id),
  ]);
  const t = translatorFor(locale, 'pdf.journey');
  const timeZone = promotion.row.time_zone;
  const name = `${user.profile?.first_name ?? ''} ${user.profile?.last_name ?? ''}`.trim() || t('participant');
  return {
    locale,
    participantName: name,
    programName: promotion.row.program_name || promotion.row.name,
    startsOn: isoDate(promotion.row.starts_on)!,
    endsOn: isoDate(promotion.row.ends_on)!,
    timeZone,
    generatedOn: promotion.timeline.current_date,
    points: summary.points,
    pointLabelPlural: labelsFor(locale, promotion.row).points,
    completedScenes: summary.completed_scene_count,
    completedDuos: summary.completed_duo_count,
    scenes,
    reflections: posts.map((p) => {
      const partner = p.duo ? (p.duo.sender_id === user.id ? p.duo.receiving_user : p.duo.sending_user) : null;
      return {
        day: journalDay(p.created_at, timeZone),
        createdAt: p.created_at,
        content: p.content,
        sceneName: p.user_scene?.scene.name ?? null,
        duoName: p.duo ? (partner?.profile ? t('duoWith', { duo: p.duo.duo_template.name, name: partner.profile.first_name ?? '' }) : p.duo.duo_template.name) : null,
        likeCount: p.likes.length,
      };
    }),
  };
}

export async function journeyPdf(user: UserRow, promotion: ResolvedPromotion, locale: AnyLocale, options?: RenderOptions): Promise<Buffer> {
  return renderJourneyPdf(await journeyPdfData(user, promotion, locale), options);
}
