// GET /api/dev/outbox/{id} — one stored email with its HTML and text, for masters.
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { whenOutboxEnabled } from '@/server/mail/outbox';
import { findEmailMessage } from '@/server/mail/queries';
import { serializeEmail } from '@/server/mail/serialize';
import { idParamSchema } from '@/lib/schemas';

export const GET = whenOutboxEnabled(
  route({ response: responses.outboxEmailSchema, scope: 'signed-in', action: 'dev.outbox', params: idParamSchema }, async ({ params }) => {
    const row = await findEmailMessage(params.id);
    if (!row) throw new NotFound('Email not found.');
    return serializeEmail(row);
  }),
);
