// Feedback (participant-core.md §3 "Feedback", §7 POST /feedbacks): name, email and the text are required; stored
// with the page it was sent from and the browser, for the product team. Counted per client address and per user
// first (server/security/guess-throttle.ts, kind 'feedback'); the promotion must have feedback turned on.
import { db } from '@/server/db';
import { NotFound } from '@/server/platform/errors';
import { reserveGuess, userTarget } from '@/server/security/guess-throttle';
import type { FeedbackBody } from '@/lib/support/schemas';
import type { Feedback } from '@/lib/support/types';
import { SUPPORT_MESSAGES as M } from '@/lib/support/messages';
import { serializeFeedback } from '@/server/support/serialize';

export interface FeedbackSender {
  promotionId: number;
  isFeedbackEnabled: boolean;
  userId: number;
  ip: string;
}

export async function createFeedback(sender: FeedbackSender, body: FeedbackBody): Promise<Feedback> {
  // The header shows Feedback only when the promotion enables it; the call says the same.
  if (!sender.isFeedbackEnabled) throw new NotFound(M.feedbackUnavailable);
  await reserveGuess({ kind: 'feedback', ip: sender.ip, target: userTarget(sender.userId), promotionId: sender.promotionId });
  const row = await db.feedback.create({
    data: {
      promotion_id: sender.promotionId, user_id: sender.userId, name: body.name, email: body.email, feedback: body.feedback,
      browser: body.browser, request_url: body.request_url,
    },
    select: { id: true, name: true, email: true, feedback: true, request_url: true, created_at: true },
  });
  return serializeFeedback(row);
}
