'use client';
// The wall's search: a live filter (not a form), sent as `search` 400 ms after typing stops; the server matches
// without regard to case.
import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { SearchInput } from '@/components/ui/search-input';
import { Label } from '@/components/ui/label';

export const SEARCH_DELAY_MS = 400;

export function WallSearch({ onSearch }: { onSearch: (text: string) => void }) {
  const t = useTranslations('wall');
  const id = useId();
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <div role="search" className="flex flex-col gap-1.5">
      <Label htmlFor={id} className="sr-only">
        {t('searchPosts')}
      </Label>
      <SearchInput id={id} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('searchPosts')} />
    </div>
  );
}
