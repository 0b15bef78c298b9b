// Contact requests (participant-core.md §3 "Contact request", §7 POST /contact_requests): stored for support, and
// mailed to the promotion's coordinators after the commit (server/composition/fan-out/support.ts). A visitor who is not
// signed in may write too (the signed-out sitemap links Contact), so every request is counted against the client
// address and the sender's address first (server/security/guess-throttle.ts, kind 'contact_request').
import type { Prisma } from '@/generated/prisma/client';
import { withDomainEvents } from '@/server/events/domain-events';
import { emailTarget, reserveGuess } from '@/server/security/guess-throttle';
import type { ContactRequestBody } from '@/lib/support/schemas';
import { serializeContactRequest } from './serialize';
import type { ContactRequest } from '@/lib/support/types';

export interface ContactSender {
  promotionId: number;
  /** The signed-in user, if any: recorded from the session, never from the body. */
  userId: number | null;
  ip: string;
}

export async function createContactRequest(sender: ContactSender, body: ContactRequestBody): Promise<ContactRequest> {
  await reserveGuess({ kind: 'contact_request', ip: sender.ip, target: emailTarget(sender.promotionId, body.email), promotionId: sender.promotionId });
  const info = { ...body.info, user_id: sender.userId };
  const row = await withDomainEvents(async (tx, events) => {
    const created = await tx.contactRequest.create({
      data: {
        promotion_id: sender.promotionId, user_id: sender.userId, first_name: body.first_name, last_name: body.last_name,
        organization: body.organization, email: body.email, subject: body.subject, message: body.message,
        extra_tags: body.extra_tags, info: info as Prisma.InputJsonValue,
      },
      select: {
        id: true, first_name: true, last_name: true, organization: true, email: true, subject: true, message: true,
        extra_tags: true, created_at: true,
      },
    });
    events.record('contact_request.created', { promotionId: sender.promotionId, contactRequestId: created.id });
    return created;
  });
  return serializeContactRequest(row);
}
