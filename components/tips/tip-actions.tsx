'use client';
// What a participant does on a tip's page: favorite it, share it to the wall, by email or to a network (each share
// is recorded: tips_shared), copy its link. Opening the page records a view (recent tips, 8 kept).
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Link2, Mail, Share2 } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/feedback/toaster';
import { useFavoriteTip, useRecordTipView, useShareTip } from '@/lib/query/recipes';
import { FavoriteButton } from '@/components/recipes/favorite-button';
import { ShareEmailDialog } from '@/components/recipes/share-email-dialog';
import { ShareWallDialog } from '@/components/recipes/share-wall-dialog';

// Brand names: the same in every language.
const NETWORKS = [
  { via: 'facebook', label: 'Facebook', url: (u: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(u)}` },
  { via: 'twitter', label: 'X (Twitter)', url: (u: string) => `https://twitter.com/intent/tweet?url=${encodeURIComponent(u)}` },
  { via: 'linkedin', label: 'LinkedIn', url: (u: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(u)}` },
] as const;

export function TipActions({ id, title, favorited, canAct, wallEnabled, url }: { id: number; title: string; favorited: boolean; canAct: boolean; wallEnabled: boolean; url: string }) {
  const t = useTranslations('tips');
  const [dialog, setDialog] = useState<'wall' | 'email' | null>(null);
  const favorite = useFavoriteTip(id);
  const share = useShareTip(id);
  const view = useRecordTipView();
  const record = view.mutate;
  const { toast, errorToast } = useToast();

  useEffect(() => {
    if (canAct) record(id);
  }, [canAct, id, record]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast(t('linkCopied'));
      if (canAct) share.mutate('link');
    } catch {
      errorToast(t('linkNotCopied'));
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        {canAct ? <FavoriteButton initial={favorited} mutation={favorite} subject={title} /> : null}
        {canAct && wallEnabled ? (
          <Button variant="secondary" onClick={() => setDialog('wall')}>
            <Share2 className="size-5" aria-hidden="true" />
            {t('shareToWall')}
          </Button>
        ) : null}
        {canAct ? (
          <Button variant="secondary" onClick={() => setDialog('email')}>
            <Mail className="size-5" aria-hidden="true" />
            {t('email')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => void copyLink()}>
          <Link2 className="size-5" aria-hidden="true" />
          {t('copyLink')}
        </Button>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t('shareOn')}>
        {NETWORKS.map((n) => (
          <li key={n.via}>
            <a
              href={n.url(url)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => canAct && share.mutate(n.via)}
              className="font-semibold text-brand underline"
            >
              {t.rich('shareOnNetwork', { network: n.label, sr: (chunks) => <span className="sr-only">{chunks}</span> })}
            </a>
          </li>
        ))}
      </ul>
      {!canAct ? (
        <p className="text-sm text-ink-muted">
          {t.rich('logInToAct', {
            link: (chunks) => (
              <Link href={`/welcome?login&return_to=${encodeURIComponent(`/tip/${id}`)}`} className="font-semibold text-brand underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : null}
      {canAct && wallEnabled ? <ShareWallDialog open={dialog === 'wall'} onClose={() => setDialog(null)} type="Tip" id={id} title={title} /> : null}
      {canAct ? <ShareEmailDialog open={dialog === 'email'} onClose={() => setDialog(null)} model="Tip" id={id} title={title} /> : null}
    </div>
  );
}
