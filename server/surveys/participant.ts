// What a participant does with surveys: the ones open today (the window '0,{n}' counts from the program start, by
// the promotion's today), one by id, answering (every statement 1-7, once), and the pending survey the session's
// redirect opens (none while the participant is newly registered: the first day stays gentle).
import 'server-only';
import { db } from '@/server/db';
import { Invalid, NotFound } from '@/server/platform/errors';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { isDefinitionActive } from '@/server/evaluations/queries';
import { isoDate } from '@/lib/promotion-dates';
import { SURVEY_ANSWER_MAX, SURVEY_ANSWER_MIN, SURVEY_MESSAGES as M, surveyEndDate, type ParticipantSurvey } from '@/lib/surveys';
import { questionsOf } from './admin';

type Def = { id: number; name: string; message: string | null; days_from_start: string | null; questions: unknown; is_active: boolean };
const defSelect = { id: true, name: true, message: true, days_from_start: true, questions: true, is_active: true } as const;

/**
 * A window '0,{n}' is open from its first program day through its end date (surveyEndDate, the date the editor chose
 * and sees: n counts the days since start plus one, §5); no window: from the start on. An evaluation's 'a,b' counts
 * b as a 0-based day (isDefinitionActive), which would keep a survey open one day past its end date.
 */
export function isSurveyWindowOpen(daysFromStart: string | null, startsOn: string, today: string): boolean {
  const window = daysFromStart ?? '0';
  if (!isDefinitionActive({ days_from_start: window.split(',')[0]!, start_date: null, end_date: null }, startsOn, today)) return false;
  const last = surveyEndDate(startsOn, window);
  return last === null || today <= last;
}

/** Open: active, and today inside its window (no window: through the program, once it has started). */
function isOpen(def: Def, promotion: ResolvedPromotion): boolean {
  return def.is_active && isSurveyWindowOpen(def.days_from_start, isoDate(promotion.row.starts_on)!, promotion.timeline.current_date);
}

async function answeredIds(userId: number, promotionId: number): Promise<Set<number>> {
  const rows = await db.userSurvey.findMany({ where: { user_id: userId, promotion_id: promotionId }, select: { user_survey_def_id: true } });
  return new Set(rows.map((r) => r.user_survey_def_id));
}

const toParticipant = (def: Def, open: boolean, completed: boolean): ParticipantSurvey => ({
  id: def.id, name: def.name, message: def.message, questions: questionsOf(def.questions), is_open: open, is_completed: completed,
});

/** GET /user_survey: the surveys open today, with whether the participant answered each. */
export async function openSurveysFor(userId: number, promotion: ResolvedPromotion): Promise<ParticipantSurvey[]> {
  const [defs, done] = await Promise.all([
    // user_survey_defs (promotion_id, id)
    db.userSurveyDef.findMany({ where: { promotion_id: promotion.id }, select: defSelect, orderBy: { id: 'asc' } }),
    answeredIds(userId, promotion.id),
  ]);
  return defs.filter((d) => isOpen(d, promotion)).map((d) => toParticipant(d, true, done.has(d.id)));
}

/** One survey of the participant's promotion (the screen explains a closed or answered one). */
export async function surveyFor(userId: number, promotion: ResolvedPromotion, id: number): Promise<ParticipantSurvey> {
  const def = await db.userSurveyDef.findFirst({ where: { id, promotion_id: promotion.id }, select: defSelect });
  if (!def) throw new NotFound(M.notFound);
  const done = await db.userSurvey.findUnique({ where: { user_id_user_survey_def_id: { user_id: userId, user_survey_def_id: id } }, select: { id: true } });
  return toParticipant(def, isOpen(def, promotion), done !== null);
}

/** The first open survey the participant has not answered. */
export async function pendingSurveyId(userId: number, promotion: ResolvedPromotion): Promise<number | null> {
  const surveys = await openSurveysFor(userId, promotion);
  return surveys.find((s) => !s.is_completed)?.id ?? null;
}

/** POST /user_survey: every statement answered with a whole number 1-7, once per participant. */
export async function answerSurvey(userId: number, promotion: ResolvedPromotion, input: { user_survey_def_id: number; answers: Record<string, unknown> }) {
  const survey = await surveyFor(userId, promotion, input.user_survey_def_id);
  if (survey.is_completed) throw new Invalid(M.alreadyCompleted);
  if (!survey.is_open) throw new Invalid(M.notOpen);
  const known = new Set(survey.questions.map((q) => q.name));
  const unknown = Object.keys(input.answers).find((name) => !known.has(name));
  if (unknown) throw new Invalid(M.unknownQuestion(unknown.slice(0, 40)));
  const answers: Record<string, number> = {};
  const errors: string[] = [];
  for (const q of survey.questions) {
    const raw = input.answers[q.name];
    const value = typeof raw === 'string' && /^\d$/.test(raw.trim()) ? Number(raw) : raw;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < SURVEY_ANSWER_MIN || value > SURVEY_ANSWER_MAX) errors.push(M.answerRange(q.prompt));
    else answers[q.name] = value;
  }
  if (errors.length) throw new Invalid(errors);
  try {
    const row = await db.userSurvey.create({
      data: { promotion_id: promotion.id, user_id: userId, user_survey_def_id: survey.id, answers },
      select: { id: true, user_survey_def_id: true, answers: true, created_at: true },
    });
    return { id: row.id, user_survey_def_id: row.user_survey_def_id, answers, created_at: row.created_at.toISOString() };
  } catch (error) {
    // Two submits at once: the unique (user_id, user_survey_def_id) keeps one.
    if ((error as { code?: string })?.code === 'P2002') throw new Invalid(M.alreadyCompleted);
    throw error;
  }
}
