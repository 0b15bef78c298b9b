// What the participant screens and the registration form read (the definitions by promotion, the pending
// one, and the Initial Assessment's questions at registration).
import { NotFound } from '@/server/platform/errors';
import { isDefinitionActive, completedDefinitionIds, findDefinition, findInitialDefinition, hasCompleted, listDefinitions, type DefinitionRow } from './queries';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { isoDate } from '@/lib/promotion-dates';
import { isAnswerable } from '@/lib/evaluations/answers';
import { EVALUATION_MESSAGES as M } from '@/lib/evaluations/messages';
import type { EvaluationDefinition, RegistrationQuestions } from '@/lib/evaluations/types';
import { loadLocationTree, locationTagsOf } from '@/server/locations/queries';
import { askedQuestions, shownQuestions } from './questions';
import { serializeDefinition, serializeRegistrationQuestions } from './serialize';

type Viewer = { id: number; location_id: number | null };

const isActiveIn = (promotion: ResolvedPromotion) => (definition: DefinitionRow) =>
  isDefinitionActive(definition, isoDate(promotion.row.starts_on)!, promotion.timeline.current_date);

/** GET /evaluation_definitions: the promotion's definitions open today, with the questions the viewer is asked. */
export async function activeDefinitionsFor(viewer: Viewer, promotion: ResolvedPromotion): Promise<EvaluationDefinition[]> {
  const [definitions, completed, tags] = await Promise.all([
    listDefinitions(promotion.id),
    completedDefinitionIds(viewer.id, promotion.id),
    locationTagsOf(promotion.id, viewer.location_id),
  ]);
  return definitions
    .filter(isActiveIn(promotion))
    .map((d) => serializeDefinition(d, { questions: askedQuestions(d, tags), isActive: true, isCompleted: completed.has(d.id) }));
}

/** GET /evaluation_definitions/{id}: any definition of the promotion (the screen explains a closed or done one). */
export async function definitionFor(viewer: Viewer, promotion: ResolvedPromotion, id: number): Promise<EvaluationDefinition> {
  const [definition, completed, tags] = await Promise.all([
    findDefinition(promotion.id, id),
    hasCompleted(viewer.id, promotion.id, id),
    locationTagsOf(promotion.id, viewer.location_id),
  ]);
  if (!definition) throw new NotFound(M.notFound);
  return serializeDefinition(definition, {
    questions: askedQuestions(definition, tags), isActive: isActiveIn(promotion)(definition), isCompleted: completed,
  });
}

/**
 * GET /promotions/{id}/registration_questions: the initial evaluation's questions shown at registration (every
 * question a participant is asked; location-tagged ones list the locations they are asked for, since the
 * visitor picks a location in the same form). Public: the form is filled before there is an account.
 */
export async function registrationQuestions(promotion: ResolvedPromotion): Promise<RegistrationQuestions> {
  const definition = await findInitialDefinition(promotion.id);
  const questions = definition ? shownQuestions(definition) : [];
  if (!definition || !questions.some(isAnswerable)) return serializeRegistrationQuestions(null, [], () => []);
  const tree = questions.some((q) => q.location_tag) ? await loadLocationTree(promotion.id) : null;
  const locationIdsByTag = (tag: string) => (tree ? tree.ids().filter((id) => tree.tagsOf(id).has(tag)) : []);
  return serializeRegistrationQuestions(definition, questions, locationIdsByTag);
}
