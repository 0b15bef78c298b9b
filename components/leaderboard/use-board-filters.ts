'use client';
// The filter state every board shares: the settled name search, the chosen location levels and the page.
// A new search or location starts again at page 1.
import { useCallback, useState } from 'react';

export function useBoardFilters() {
  const [query, setQueryState] = useState('');
  const [locationPath, setLocationPathState] = useState<number[]>([]);
  const [page, setPage] = useState(1);

  const setQuery = useCallback((next: string) => {
    setQueryState(next);
    setPage(1);
  }, []);
  const setLocationPath = useCallback((next: number[]) => {
    setLocationPathState(next);
    setPage(1);
  }, []);

  return { query, setQuery, locationPath, setLocationPath, location: locationPath.at(-1) ?? null, page, setPage };
}
