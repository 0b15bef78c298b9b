// Eligibility lists: acme's registered participants (user_id set) plus colleagues who have not registered yet,
// loaded from a processed file, a failed and a freshly uploaded file; globex's roster with one registration.
import type { Tx } from './lib/once.ts';
import type { SeedContext } from './lib/context.ts';
import { loadParticipants } from './participants.ts';

const NOT_YET = ['Abigail Foster', 'Bashir Nazari', 'Caroline Dubois', 'Dmitri Volkov', 'Esther Mwangi', 'Felipe Rojas', 'Grace Liu',
  'Hamza Qureshi', 'Ingrid Berg', 'Javier Morales', 'Keiko Watanabe', 'Lukas Schneider', 'Maria Popescu', 'Nikhil Rao', 'Oluwaseun Adeyemi',
  'Priscilla Owusu', 'Rafael Costa', 'Sara Lindgren', 'Tyrone Mitchell', 'Ursula Meyer'];
const GLOBEX = ['Sam Lindqvist', 'Erik Holm', 'Nora Berg', 'Ines Carvalho', 'Jonas Weber', 'Lena Kowalski', 'Marco Ricci', 'Aisha Bello',
  'Theo Laurent', 'Yuki Mori', 'Hugo Martins', 'Freya Dahl'];
const email = (name: string) => `${name.toLowerCase().replace(/[^a-z ]/g, '').replace(' ', '.')}@example.com`;

export async function seedEligibility(ctx: SeedContext, tx: Tx) {
  const { acme, ids } = ctx;
  const coordinator = ids.users['coordinator@example.com'];
  const people = (await loadParticipants(ctx)).filter((p) => p.role === 'User');
  const total = people.length + NOT_YET.length;
  const processed = await tx.eligibilityFile.create({
    data: { promotion_id: acme.id, filename: 'acme-eligibility-2026.csv', storage_key: 'eligibility/acme/acme-eligibility-2026.csv', status: 'processed', total_rows: total, rows_processed: total, uploaded_by_id: coordinator, created_at: new Date(Date.now() - 35 * 86_400_000) },
    select: { id: true },
  });
  await tx.eligibilityFile.createMany({
    data: [
      { promotion_id: acme.id, filename: 'new-hires-november.csv', storage_key: 'eligibility/acme/new-hires-november.csv', status: 'failed', total_rows: 14, rows_processed: 6,
        errors: ['Row 7: identifier is blank', 'Row 9: ACME-10012 is already in use'], uploaded_by_id: coordinator, created_at: new Date(Date.now() - 5 * 86_400_000) },
      { promotion_id: acme.id, filename: 'contractors.csv', storage_key: 'eligibility/acme/contractors.csv', status: 'uploaded', total_rows: 8, uploaded_by_id: coordinator, created_at: new Date(Date.now() - 3_600_000) },
    ],
  });
  await tx.eligibility.createMany({
    data: [
      ...people.map((p, i) => ({ promotion_id: acme.id, identifier: `ACME-${10001 + i}`, first_name: p.first, last_name: p.last, email: p.email, user_id: p.id, eligibility_file_id: processed.id })),
      ...NOT_YET.map((name, i) => {
        const [first, last] = name.split(' ');
        return { promotion_id: acme.id, identifier: `ACME-${10001 + people.length + i}`, first_name: first, last_name: last, email: email(name), eligibility_file_id: processed.id };
      }),
    ],
  });

  const globexFile = await tx.eligibilityFile.create({
    data: { promotion_id: ids.globexId, filename: 'globex-roster.csv', storage_key: 'eligibility/globex/globex-roster.csv', status: 'processed', total_rows: GLOBEX.length, rows_processed: GLOBEX.length, created_at: new Date(Date.now() - 9 * 86_400_000) },
    select: { id: true },
  });
  await tx.eligibilityFile.create({
    data: { promotion_id: ids.globexId, filename: 'globex-roster-v2.csv', storage_key: 'eligibility/globex/globex-roster-v2.csv', status: 'canceled', total_rows: 40, rows_processed: 11 },
  });
  await tx.eligibility.createMany({
    data: GLOBEX.map((name, i) => {
      const [first, last] = name.split(' ');
      const registered = i === 0;
      return {
        promotion_id: ids.globexId, identifier: `GX-${String(501 + i).padStart(5, '0')}`, first_name: first, last_name: last,
        email: registered ? 'globex.participant@example.com' : email(name), user_id: registered ? ids.users['globex.participant@example.com'] : null,
        eligibility_file_id: globexFile.id,
      };
    }),
  });
}
