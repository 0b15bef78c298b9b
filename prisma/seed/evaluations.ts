// Custom prompts of every type and the evaluation definitions of acme (Initial Assessment on day 0, the weekly
// check-in by dates, the wrap-up) and globex, with answered evaluations and custom prompt answers.
import { once, type Tx } from './lib/once.ts';
import { random } from './lib/random.ts';
import { insertMany } from './lib/bulk.ts';
import type { SeedContext } from './lib/context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { addDay, at, dateOf } from './dates.ts';
import { loadParticipants } from './participants.ts';
import { CUSTOM_PROMPTS, FLOURISHING, WEEKLY, GOALS, HIGHLIGHTS } from './data/evaluation-questions.ts';

type Question = { name: string; prompt: string; type_of_prompt: string; data_type: string; options: readonly string[] | string[] };

async function createDefinition(tx: Tx, promotionId: number, data: { name: string; message: string; days_from_start?: string; start_date?: Date; end_date?: Date },
  questions: Question[], prompts: { id: number; key: string; location_tag?: string }[]) {
  const promptName = (id: number) => `CustomPrompt_${id}`;
  const names = [...questions.map((q) => q.name), ...prompts.map((p) => promptName(p.id))];
  const definition = await tx.evaluationDefinition.create({
    data: {
      promotion_id: promotionId, ...data, visible_questions: names,
      location_questions: prompts.filter((p) => p.location_tag).map((p) => promptName(p.id)),
      questions: {
        create: [
          ...questions.map((q, i) => ({ name: q.name, prompt: q.prompt, type_of_prompt: q.type_of_prompt, data_type: q.data_type, options: [...q.options], sequence: i + 1 })),
          ...prompts.map((p, i) => {
            const cp = CUSTOM_PROMPTS.find((c) => c.key === p.key)!;
            return {
              name: promptName(p.id), prompt: cp.prompt, type_of_prompt: cp.type_of_prompt, data_type: cp.data_type, options: 'options' in cp ? [...cp.options] : [],
              custom_prompt_id: p.id, location_tag: p.location_tag ?? null, sequence: questions.length + i + 1,
            };
          }),
        ],
      },
      custom_prompts: { create: prompts.map((p) => ({ custom_prompt_id: p.id, flags: { required: p.key === 'work_mode' } })) },
    },
    select: { id: true },
  });
  return definition.id;
}

export async function seedEvaluations(ctx: SeedContext): Promise<void> {
  const { db, acme, ids } = ctx;
  await once(
    db, 'evaluations',
    async () => (await db.evaluationDefinition.count({ where: { promotion_id: acme.id } })) > 0,
    async (tx) => {
      const rnd = random('evaluations');
      // Location tags the EU-only prompt is shown for (gathered from the location tree, administration.md §5).
      await tx.location.update({ where: { id: ids.acmeLocations.top[0] }, data: { tag: 'NA' } });
      await tx.location.update({ where: { id: ids.acmeLocations.top[1] }, data: { tag: 'EU' } });
      const prompts = await tx.customPrompt.createManyAndReturn({
        data: CUSTOM_PROMPTS.map((p, i) => ({
          promotion_id: acme.id, prompt: p.prompt, short_label: p.short_label, type_of_prompt: p.type_of_prompt, data_type: p.data_type,
          options: 'options' in p ? [...p.options] : [], location_tag: 'location_tag' in p ? p.location_tag : null,
          profile_only: 'profile_only' in p, flags: 'flags' in p ? p.flags : {}, sequence: i + 1,
        })),
        select: { id: true, short_label: true },
      });
      const prompt = (key: string) => {
        const cp = CUSTOM_PROMPTS.find((c) => c.key === key)!;
        return { id: prompts.find((p) => p.short_label === cp.short_label)!.id, key, location_tag: 'location_tag' in cp ? cp.location_tag : undefined };
      };
      const initial = await createDefinition(tx, acme.id, { name: 'Initial Assessment', days_from_start: '0',
        message: 'Welcome! Tell us where you’re starting from — it takes about three minutes, and you’ll see how you change by the end.' },
        FLOURISHING, ['header', 'work_mode', 'tips_email', 'share_results', 'goal', 'notes', 'language'].map(prompt));
      const weekStart = addDay(acme.startsOn, (acme.currentWeek - 1) * 7);
      const weekly = await createDefinition(tx, acme.id, { name: `Week ${acme.currentWeek} Check-in`, start_date: dateOf(weekStart), end_date: dateOf(addDay(weekStart, 6)),
        message: 'Three quick questions about your week.' }, WEEKLY, [prompt('tips_email')]);
      await createDefinition(tx, acme.id, { name: 'Program Wrap-up', days_from_start: '49', message: 'You made it! How are you doing now?' },
        FLOURISHING, [prompt('share_results'), prompt('notes')]);
      await createDefinition(tx, ids.globexId, { name: 'Initial Assessment', days_from_start: '0', message: 'Tell us where you’re starting from.' }, FLOURISHING, []);
      await createDefinition(tx, ids.defaultPromotionId, { name: 'Initial Assessment', days_from_start: '0', message: 'Tell us where you’re starting from.' }, FLOURISHING, []);

      const everyone = await loadParticipants(ctx);
      const people = everyone.filter((p) => p.engagement !== 'new');
      const evaluations: Prisma.EvaluationCreateManyInput[] = [];
      const answers = new Map<string, Prisma.CustomPromptAnswerCreateManyInput>();
      const answer = (userId: number, key: string, value: string, createdAt: Date) =>
        answers.set(`${userId}:${key}`, { promotion_id: acme.id, user_id: userId, custom_prompt_id: prompt(key).id, value, created_at: createdAt });
      const score = (base: number) => String(Math.min(7, Math.max(1, base + rnd.int(-1, 1))));
      for (const p of people) {
        const maya = p.email === 'participant@example.com';
        const base = rnd.int(4, 6);
        if (maya || p.engagement !== 'light' || rnd.chance(0.5)) {
          const when = at(acme.daysSoFar[rnd.int(0, Math.min(2, acme.dayIndex))], rnd.int(8, 18));
          const work = rnd.pick(['On site', 'Hybrid', 'Remote']);
          const goal = rnd.pick(GOALS);
          const values: Record<string, string> = Object.fromEntries(FLOURISHING.map((q) => [q.name, score(base)]));
          values[`CustomPrompt_${prompt('work_mode').id}`] = work;
          values[`CustomPrompt_${prompt('tips_email').id}`] = rnd.chance(0.6) ? '1' : '0';
          values[`CustomPrompt_${prompt('share_results').id}`] = rnd.chance(0.7) ? 'Y' : 'N';
          values[`CustomPrompt_${prompt('goal').id}`] = goal;
          evaluations.push({ promotion_id: acme.id, user_id: p.id, evaluation_definition_id: initial, week_number: 1, answers: values, created_at: when });
          answer(p.id, 'work_mode', work, when);
          answer(p.id, 'goal', goal, when);
          answer(p.id, 'tips_email', values[`CustomPrompt_${prompt('tips_email').id}`], when);
        }
        if (maya || (p.engagement === 'keen' && rnd.chance(0.6))) {
          const when = at(acme.today, rnd.int(7, 12));
          evaluations.push({
            promotion_id: acme.id, user_id: p.id, evaluation_definition_id: weekly, week_number: acme.currentWeek, created_at: when,
            answers: { energy_level: score(base), stress_level: score(base - 1), weekly_highlight: rnd.pick(HIGHLIGHTS), [`CustomPrompt_${prompt('tips_email').id}`]: '1' },
          });
        }
        if (rnd.chance(0.5)) answer(p.id, 'tshirt', rnd.pick(['S', 'M', 'L', 'XL']), at(acme.daysSoFar[0], 9));
      }
      // The demo newcomer registered like anyone else: the registration form asks the Initial Assessment's questions
      // (docs/onboarding-ui.md "Registration"), so it is answered, when the account was made. Without it the newcomer's
      // first home visit jumped into the 13-question assessment, which no real registrant sees.
      const newcomer = everyone.find((p) => p.email === 'newcomer@example.com');
      if (newcomer) {
        const { created_at: registered } = await tx.user.findUniqueOrThrow({ where: { id: newcomer.id }, select: { created_at: true } });
        const values: Record<string, string> = Object.fromEntries(FLOURISHING.map((q, i) => [q.name, String(4 + (i % 3))]));
        const custom = { work_mode: 'Hybrid', tips_email: '1', share_results: 'Y', goal: GOALS[0]! };
        for (const [key, value] of Object.entries(custom)) values[`CustomPrompt_${prompt(key).id}`] = value;
        evaluations.push({ promotion_id: acme.id, user_id: newcomer.id, evaluation_definition_id: initial, week_number: 1, answers: values, created_at: registered });
        for (const key of ['work_mode', 'goal', 'tips_email'] as const) answer(newcomer.id, key, custom[key], registered);
      }
      await insertMany(tx, 'evaluations', evaluations);
      await insertMany(tx, 'custom_prompt_answers', [...answers.values()]);
    },
    ctx.log,
  );
}
