'use client';
// Client calls of evaluations (docs/onboarding.md "Evaluations"): the definition a screen shows, the submit, and
// the registration questions.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { EvaluationDefinition, StoredEvaluation } from '@/lib/evaluations/types';
import { queryKeys } from './keys';

export const evaluationKeys = {
  all: ['evaluation_definitions'] as const,
  definition: (id: number) => ['evaluation_definitions', id] as const,
};

export function useEvaluationDefinition(id: number) {
  return useQuery({
    queryKey: evaluationKeys.definition(id),
    queryFn: () => api.get<EvaluationDefinition>(`/evaluation_definitions/${id}`),
    // A 404 will not turn into a definition by asking again.
    retry: false,
  });
}

export interface SubmitEvaluationBody {
  evaluation_definition_id: number;
  answers: Record<string, string | null>;
}

/** POST /evaluations; afterwards the user (stats_available) and the definitions are read afresh. */
export function useSubmitEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitEvaluationBody) => api.post<StoredEvaluation>('/evaluations', body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
        queryClient.invalidateQueries({ queryKey: evaluationKeys.all }),
      ]);
    },
  });
}
