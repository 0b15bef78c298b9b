// GET /api/dev/outbox — stored email, newest first, for masters (server/mail/outbox.ts says when it exists).
import { z } from 'zod';
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { paginationQuerySchema } from '@/lib/schemas';
import { whenOutboxEnabled } from '@/server/mail/outbox';
import { listEmailMessages } from '@/server/mail/queries';
import { serializeEmailSummary } from '@/server/mail/serialize';

const querySchema = paginationQuerySchema.extend({
  /** Only messages to this address. */
  to: z.string().trim().toLowerCase().min(1).optional(),
});

export const GET = whenOutboxEnabled(
  route({ response: responses.outboxEmailListSchema, scope: 'signed-in', action: 'dev.outbox', query: querySchema }, async ({ query, url }) => {
    const page = toPage(query);
    const { rows, total } = await listEmailMessages(page, { to: query.to });
    return listEnvelope(rows.map(serializeEmailSummary), total, page, url);
  }),
);
