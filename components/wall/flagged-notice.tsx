'use client';
// A reported post, for viewers who may not see flagged content: a notice and 'Show post', which reveals the text
// (the author stays 'Flagged User'; the server disguises them).
import { useTranslations } from 'next-intl';
import { EyeOff } from '@/components/ui/icons';

export function FlaggedNotice({ onReveal, kind }: { onReveal: () => void; kind: 'post' | 'comment' }) {
  const t = useTranslations('wall');
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-dashed border-line-strong bg-surface-muted px-4 py-3 text-sm text-ink-muted">
      <span className="inline-flex items-center gap-2">
        <EyeOff className="size-4" aria-hidden="true" />
        {kind === 'post' ? t('reportedPostNotice') : t('reportedCommentNotice')}
      </span>
      <button type="button" onClick={onReveal} className="min-h-9 rounded-full px-3 font-semibold text-ink underline-offset-2 hover:bg-surface hover:underline">
        {t('showFlagged', { kind })}
      </button>
    </div>
  );
}
