import { z } from 'zod';
import { route } from '@/server/http/route';
import { definitionIdOf } from '@/server/evaluations/policy';
import { definitionFor } from '@/server/evaluations/reads';

// GET /evaluation_definitions/{id}: one definition of the participant's promotion (the /usereval screen);
// another promotion's id is 404 'Evaluation Definition could not be found'.
export const GET = route({ scope: 'participant', action: 'evaluations.take', params: z.object({ id: z.string() }) }, async ({ user, promotion, params }) =>
  definitionFor(user, promotion, definitionIdOf(params.id)),
);
