// The refusals of webhook endpoints and deliveries (server/webhooks): here, in lib, so the errors catalog can read them
// (lib/i18n/error-sources.ts).
export const WEBHOOK_MESSAGES = {
  notFound: 'Webhook could not be found.',
  badUrl: 'The URL must start with https:// and reach a public address (not this network, loopback or link-local).',
  badPromotion: 'That promotion is not one of this organization\'s.',
  deliveryNotFound: 'Delivery could not be found.',
  urlRequired: 'URL is required.',
  urlInvalid: 'URL is not a valid URL.',
} as const;
