// acme's Flourishing Scale (a user survey answered 1-7, open through the program), answered by most keen and steady
// participants. The demo participant (participant@example.com) has not answered it: her first page of a session
// opens it when no evaluation is pending (the pending-survey redirect).
import { once } from './lib/once.ts';
import { random } from './lib/random.ts';
import { insertMany } from './lib/bulk.ts';
import type { SeedContext } from './lib/context.ts';
import { at } from './dates.ts';
import { loadParticipants } from './participants.ts';
import { FLOURISHING } from './data/evaluation-questions.ts';

export async function seedSurveys(ctx: SeedContext): Promise<void> {
  const { db, acme } = ctx;
  await once(
    db, 'surveys',
    async () => (await db.userSurveyDef.count({ where: { promotion_id: acme.id } })) > 0,
    async (tx) => {
      const rnd = random('surveys');
      const questions = FLOURISHING.map((q, i) => ({ name: `q${i + 1}`, prompt: q.prompt }));
      const def = await tx.userSurveyDef.create({
        data: {
          promotion_id: acme.id, kind: 'flourishing', name: 'Flourishing Scale', questions,
          message: 'How much do you agree with each statement? There are no right answers — go with your first feeling.',
        },
        select: { id: true },
      });
      const people = (await loadParticipants(ctx)).filter((p) => p.email !== 'participant@example.com' && (p.engagement === 'keen' || p.engagement === 'steady'));
      const rows = people.filter(() => rnd.chance(0.7)).map((p) => {
        const base = rnd.int(4, 6);
        return {
          promotion_id: acme.id, user_id: p.id, user_survey_def_id: def.id,
          answers: Object.fromEntries(questions.map((q) => [q.name, Math.min(7, Math.max(1, base + rnd.int(-1, 1)))])),
          created_at: at(acme.daysSoFar[rnd.int(0, acme.dayIndex)], rnd.int(8, 20)),
        };
      });
      await insertMany(tx, 'user_surveys', rows);
    },
    ctx.log,
  );
}
