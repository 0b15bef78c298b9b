// The body each format sends (docs/webhooks.md): the Standard Webhooks JSON {type, timestamp, data}, or a message for
// a Slack or Microsoft Teams incoming webhook (which ignore the signature headers).
import { WEBHOOK_EVENTS, type WebhookFormat } from '@/lib/webhooks/events';

export interface WebhookMessage {
  type: string;
  timestamp: string;
  data: Record<string, unknown> & { promotion?: { id: number; name: string; subdomain?: string } | null };
}

/** One line a person reads in a chat channel. */
export function summaryOf(message: WebhookMessage): string {
  const what = WEBHOOK_EVENTS[message.type as keyof typeof WEBHOOK_EVENTS] ?? (message.type === 'webhook.test' ? 'Test message from Renew' : message.type);
  const where = message.data.promotion ? ` in ${message.data.promotion.name}` : '';
  const detail = typeof message.data.summary === 'string' ? `: ${message.data.summary}` : '';
  return `${what}${where}${detail}`;
}

export function bodyOf(format: WebhookFormat, message: WebhookMessage): string {
  if (format === 'slack') return JSON.stringify({ text: summaryOf(message) });
  if (format === 'teams') {
    return JSON.stringify({
      type: 'message',
      attachments: [{
        contentType: 'application/vnd.microsoft.card.adaptive',
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json', type: 'AdaptiveCard', version: '1.4',
          body: [{ type: 'TextBlock', text: summaryOf(message), wrap: true }],
        },
      }],
    });
  }
  return JSON.stringify(message);
}
