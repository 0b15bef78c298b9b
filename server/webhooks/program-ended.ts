// promotion.ended (docs/webhooks.md): no request marks a program's end, so an hourly job looks for programs whose last
// day (ends_on) is over in their own time zone, within the last week (a worker down for a few days still sends it).
// The delivery id comes from the promotion, so each endpoint hears of an end once however often this runs.
import 'server-only';
import { db } from '@/server/db';
import { addDays, parseIsoDate, todayIn } from '@/lib/promotion-dates';
import { emitWebhook } from './deliver';

const LOOK_BACK_DAYS = 8;

export async function announceEndedPrograms(now: Date = new Date()): Promise<{ announced: number }> {
  const utcToday = now.toISOString().slice(0, 10);
  const candidates = await db.promotion.findMany({
    where: {
      deleted_at: null,
      ends_on: { gte: parseIsoDate(addDays(utcToday, -LOOK_BACK_DAYS)), lte: parseIsoDate(addDays(utcToday, 1)) },
      organization: { is: { id: { in: (await db.webhookEndpoint.findMany({ where: { enabled: true, events: { has: 'promotion.ended' } }, select: { organization_id: true }, distinct: ['organization_id'] })).map((e) => e.organization_id) } } },
    },
    select: { id: true, ends_on: true, time_zone: true },
  });
  let announced = 0;
  for (const p of candidates) {
    const endsOn = p.ends_on.toISOString().slice(0, 10);
    if (todayIn(p.time_zone, now) <= endsOn) continue;
    announced += await emitWebhook({ type: 'promotion.ended', promotionId: p.id, key: `promotion.ended:${p.id}:${endsOn}`, data: { ends_on: endsOn } });
  }
  return { announced };
}
