// Integrations (docs/scim.md, docs/webhooks.md): Acme's identity provider provisions by SCIM, with a known demo token
// so a developer can call /scim/v2 at once, three provisioned people (one deactivated) and their eligibility records.
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
