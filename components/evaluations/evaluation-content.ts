'use client';
// Content of category 'evaluation': the screen's intro and the congratulations dialog.
import { useQuery } from '@tanstack/react-query';
import { fetchContent } from '@/lib/query/onboarding';
import { EVALUATION_CONTENT } from '@/lib/evaluations/constants';

export function useEvaluationContent(key: 'intro' | 'congratulations', enabled = true) {
  const query = useQuery({
    queryKey: ['custom_content', EVALUATION_CONTENT.category, EVALUATION_CONTENT[key]],
    queryFn: () => fetchContent(EVALUATION_CONTENT.category, EVALUATION_CONTENT[key]),
    enabled,
    staleTime: 10 * 60_000,
  });
  return { item: query.data?.[0] ?? null, settled: !query.isPending || !enabled };
}
