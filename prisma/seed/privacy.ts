// Employee privacy in the demo (docs/privacy.md): Acme states its floor (5) and retention (365 days) explicitly, and a
// small satellite office of three participants shows suppression at work — on the Stats tab and in the end-of-program
// report its figures read "< 5", and filtering on it hides the whole view.
// Consent: every demo account has accepted the current privacy policy (as registering does), so the privacy prompt
// interrupts nobody the demo and the e2e specs sign in as; the office's three have not, and are asked on sign-in.
import { once } from './lib/once.ts';
import { PRIVACY_POLICY_VERSION } from '../../lib/privacy/constants.ts';
import type { SeedContext } from './lib/context.ts';

const OFFICE = 'Harbor satellite office';
const emailOf = (p: { first: string; last: string }) => `${p.first.toLowerCase()}.${p.last.toLowerCase().replace(/[^a-z]/g, '')}@example.com`;
const PEOPLE = [
  { first: 'Noor', last: 'Haddad' },
  { first: 'Emil', last: 'Sørensen' },
  { first: 'Priya', last: 'Raman' },
];

export async function seedPrivacy(ctx: SeedContext): Promise<void> {
  const { db, ids } = ctx;
  await once(
    db, 'privacy',
    async () => (await db.location.count({ where: { promotion_id: ids.acmeId, name: OFFICE } })) > 0,
    async (tx) => {
      const promotion = await tx.promotion.findUniqueOrThrow({ where: { id: ids.acmeId }, select: { organization_id: true } });
      await tx.organization.update({ where: { id: promotion.organization_id }, data: { privacy_floor: 5, retention_days: 365 } });
      const office = await tx.location.create({ data: { promotion_id: ids.acmeId, name: OFFICE, sequence: 99 }, select: { id: true } });
      for (const p of PEOPLE) {
        await tx.user.create({
          data: {
            promotion_id: ids.acmeId, email: emailOf(p), role: 'User',
            password_hash: ids.passwordHash, location_id: office.id, flags: { has_been_home: true },
            privacy_policy_version: null,
            profile: { create: { first_name: p.first, last_name: p.last } },
          },
          select: { id: true },
        });
      }
    },
    ctx.log,
  );
  // Everyone else accepted the current version: accounts the domains above made, and any a later run adds.
  const unasked = { privacy_policy_version: null, email: { notIn: PEOPLE.map(emailOf) } };
  await once(
    db, 'privacy consent',
    async () => (await db.user.count({ where: unasked })) === 0,
    async (tx) => {
      await tx.user.updateMany({ where: unasked, data: { privacy_policy_version: PRIVACY_POLICY_VERSION, privacy_policy_accepted_at: new Date() } });
    },
    ctx.log,
  );
}
