// GET /api/entries?wk=N — the caller's seven day records of program week N (default: the current week), each with
// its entry activities; days without a record come with id null (list envelope).
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { Invalid } from '@/server/platform/errors';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { LOGGING_MESSAGES } from '@/lib/logging/messages';
import type { ExtraMeta } from '@/lib/list-response';
import type { WeekEntries } from '@/lib/entries/types';
import { entriesQuerySchema } from '@/lib/logging/schemas';
import { daysOfWeek } from '@/server/entries/policy';
import { findEntriesBetween } from '@/server/entries/queries';
import { entryDay, serializeEntry } from '@/server/entries/serialize';

export const GET = route({ response: responses.weekEntriesSchema, scope: 'participant', action: 'logging.use', query: entriesQuerySchema }, async ({ participant, query, url, locale }) => {
  const { userId, promotion: p } = participant;
  const wk = query.wk ?? p.timeline.current_week;
  if (wk > p.timeline.weeks) throw new Invalid(LOGGING_MESSAGES.weekOutOfRange);
  const days = daysOfWeek(p, wk);
  const rows = await findEntriesBetween(userId, p.id, days[0]!, days[6]!, locale);
  const byDay = new Map(rows.map((e) => [entryDay(e), e]));
  const data = days.map((day) => serializeEntry(p, day, byDay.get(day) ?? null));
  return listEnvelope(data, data.length, toPage({ page_size: 0 }), url, { week: wk } satisfies ExtraMeta<WeekEntries>);
});
