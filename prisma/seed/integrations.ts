// Integrations (docs/scim.md, docs/webhooks.md): Acme's identity provider provisions by SCIM, with a known demo token
// so a developer can call /scim/v2 at once, three provisioned people (one deactivated) and their eligibility records;
// two webhooks (the HR system's, a Slack channel's) with a delivery log.
import { createHash } from 'node:crypto';
import { once } from './lib/once.ts';
import type { SeedContext } from './lib/context.ts';

/** Demo only: the token of Acme's SCIM connection (`Authorization: Bearer …`). Rotate it on the organization form. */
export const DEMO_SCIM_TOKEN = 'scim_demo-acme-okta-provisioning-token-0000000000';

const PEOPLE = [
  { userName: 'ACME-20001', externalId: '00u1demo0001', given: 'Amara', family: 'Okafor', active: true },
  { userName: 'ACME-20002', externalId: '00u1demo0002', given: 'Bjorn', family: 'Eriksen', active: true },
  { userName: 'ACME-20003', externalId: '00u1demo0003', given: 'Chiara', family: 'Bianchi', active: false },
];

export async function seedIntegrations(ctx: SeedContext): Promise<void> {
  const { db, ids, acme } = ctx;
  await once(
    db, 'integrations',
    async () => (await db.scimToken.count({ where: { organization_id: ids.organizationId } })) > 0,
    async (tx) => {
      await tx.scimToken.create({
        data: {
          organization_id: ids.organizationId, token_hash: createHash('sha256').update(DEMO_SCIM_TOKEN).digest('hex'),
          token_hint: DEMO_SCIM_TOKEN.slice(-4), created_at: new Date(Date.now() - 20 * 86_400_000), last_used_at: new Date(Date.now() - 3_600_000),
        },
      });
      // An HR system's endpoint with a delivery log: one delivered, one that failed and was retried.
      const endpoint = await tx.webhookEndpoint.create({
        data: {
          organization_id: ids.organizationId, url: 'https://hr.acme.example.com/renew/webhooks', format: 'standard',
          events: ['user.registered', 'eligibility_file.processed', 'promotion.ended'], description: 'Acme HR system',
          // Sealed secrets need AUTH_SECRET; this one cannot be read back, so its deliveries fail visibly until it is replaced.
          secret_sealed: 'demo.not-a-sealed-secret',
        },
      });
      await tx.webhookEndpoint.create({
        data: { organization_id: ids.organizationId, promotion_id: acme.id, url: 'https://hooks.slack.com/services/T000/B000/demo', format: 'slack', events: ['post.flagged', 'team.formed'], description: 'Wellness team channel', secret_sealed: 'demo.not-a-sealed-secret' },
      });
      const payload = (type: string, data: Record<string, unknown>) => ({ type, timestamp: new Date().toISOString(), data: { ...data, promotion: { id: acme.id, name: 'Acme Renew 2026', subdomain: 'acme' } } });
      await tx.webhookDelivery.createMany({
        data: [
          { id: 'msg_demo0000000000000000000001', endpoint_id: endpoint.id, event_type: 'user.registered', payload: payload('user.registered', { user_id: 1 }), status: 'delivered', attempts: 1, last_status_code: 200, last_attempt_at: new Date(Date.now() - 2 * 86_400_000), delivered_at: new Date(Date.now() - 2 * 86_400_000), created_at: new Date(Date.now() - 2 * 86_400_000) },
          { id: 'msg_demo0000000000000000000002', endpoint_id: endpoint.id, event_type: 'eligibility_file.processed', payload: payload('eligibility_file.processed', { file_id: 1, rows_processed: 40, error_count: 0 }), status: 'failed', attempts: 7, last_status_code: 503, last_error: 'HTTP 503', last_attempt_at: new Date(Date.now() - 86_400_000), created_at: new Date(Date.now() - 1.1 * 86_400_000) },
        ],
      });
      for (const [i, p] of PEOPLE.entries()) {
        const email = `${p.given}.${p.family}@acme.example.com`.toLowerCase();
        await tx.scimUser.create({
          data: {
            organization_id: ids.organizationId, user_name: p.userName, external_id: p.externalId, given_name: p.given, family_name: p.family,
            display_name: `${p.given} ${p.family}`, emails: [{ value: email, type: 'work', primary: true }], active: p.active,
            created_at: new Date(Date.now() - (20 - i) * 86_400_000),
          },
        });
        if (p.active) {
          await tx.eligibility.create({ data: { promotion_id: acme.id, identifier: p.userName, first_name: p.given, last_name: p.family, email } });
        }
      }
    },
    ctx.log,
  );
}
