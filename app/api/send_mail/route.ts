import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { requestScope } from '@/server/coordinator/context';
import { sendCoordinatorMail } from '@/server/coordinator/promotional-tools';
import { sendMailSchema } from '@/lib/coordinator/schemas';

// POST /send_mail {email_type: friend|team, recipient_id: id|'all', message}: the Promotional Tools email, to one
// participant or team of the viewer's reach, or all of them ('Please include a message.' when empty). On the
// dashboard host the promotion is named by ?promotion_id.
export const POST = route({ response: responses.coordinatorMailSentSchema, scope: 'promotion', action: 'coordinator.manage', promotionParam: 'promotion_id', body: sendMailSchema },
  async (ctx) => sendCoordinatorMail(ctx.promotion, await requestScope(ctx), auditSource(ctx), ctx.body));
