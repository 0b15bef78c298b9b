'use client';
// The wall experts' screens (role Poster, and masters): My Posts (filter my) and Promotion Walls (a chosen
// promotion's wall, with the composer), 30 posts a page. On the dashboard host the promotion is chosen with the
// switcher and every wall call names it (promotion_id); on a promotion's host it is that promotion.
import { useId } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingBlock, LoadError } from '@/components/feedback/load-states';
import { useWallPromotions, type WallPromotion } from '@/lib/query/wall';
import { WallScopeProvider } from '@/lib/query/wall-scope';
import { DEFAULT_WALL_PAGE_SIZE } from '@/lib/wall/constants';
import { WallFeed } from './wall-feed';
import { NavTabs } from '@/components/ui/nav-tabs';
import { useRealtime } from '@/lib/realtime/use-realtime';

export type ExpertMode = 'posts' | 'walls';

const hrefFor = (mode: ExpertMode, promotionId: number) => (mode === 'walls' ? `/wallexpert/walls/${promotionId}` : `/wallexpert/posts?promotion=${promotionId}`);

function Switcher({ promotions, current, mode }: { promotions: WallPromotion[]; current: number; mode: ExpertMode }) {
  const t = useTranslations('wall');
  const router = useRouter();
  const id = useId();
  return (
    <div className="flex flex-col gap-2 sm:max-w-sm">
      <Label htmlFor={id}>{t('programLabel')}</Label>
      <Select id={id} value={current} onChange={(e) => router.push(hrefFor(mode, Number(e.target.value)))}>
        {promotions.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </Select>
    </div>
  );
}

export interface ExpertWallProps {
  mode: ExpertMode;
  /** The promotion asked for in the URL, if any. */
  requestedId: number | null;
  /** The host's own promotion (not on the dashboard). */
  hostPromotion: Pick<WallPromotion, 'id' | 'name'> | null;
}

function Feed({ mode, promotionId, dashboard, toolbar }: { mode: ExpertMode; promotionId: number; dashboard: boolean; toolbar?: React.ReactNode }) {
  const t = useTranslations('wall');
  return (
    <WallScopeProvider promotionId={dashboard ? promotionId : undefined}>
      <WallFeed
        key={`${mode}-${promotionId}`}
        filter={mode === 'posts' ? 'my' : 'all'}
        pageSize={DEFAULT_WALL_PAGE_SIZE}
        promotionId={promotionId}
        dashboardPromotionId={dashboard ? promotionId : undefined}
        composer={mode === 'walls'}
        friendsLabel={t('friendsDefault')}
        canTag={false}
        locationName={null}
        linkToPost={!dashboard}
        toolbar={toolbar}
      />
    </WallScopeProvider>
  );
}

/** On the dashboard the socket has no promotion of its own: it joins the chosen wall's channel for live posts. */
function WatchWall({ channel }: { channel: string }) {
  useRealtime({ channels: [channel] });
  return null;
}

export function ExpertWall({ mode, requestedId, hostPromotion }: ExpertWallProps) {
  const t = useTranslations('wall');
  const promotions = useWallPromotions(hostPromotion === null);
  const tabs = [
    { href: '/wallexpert/posts', label: t('expertMyPosts') },
    { href: '/wallexpert/walls', label: t('expertPromotionWalls') },
  ];
  const title = mode === 'posts' ? t('expertMyPosts') : t('expertPromotionWalls');
  let body: React.ReactNode;
  if (hostPromotion) {
    body = <Feed mode={mode} promotionId={hostPromotion.id} dashboard={false} />;
  } else if (promotions.isPending) {
    body = <LoadingBlock label={t('loadingPrograms')} />;
  } else if (promotions.isError) {
    body = <LoadError title={t('programsLoadError')} error={promotions.error} onRetry={() => void promotions.refetch()} />;
  } else if (promotions.data.length === 0) {
    body = <EmptyState title={t('noWallTitle')}>{t('noWallBody')}</EmptyState>;
  } else {
    const chosen = promotions.data.find((p) => p.id === requestedId) ?? promotions.data[0];
    body = (
      <>
        <WatchWall channel={chosen.websocket_channel} />
        <Feed mode={mode} promotionId={chosen.id} dashboard toolbar={<Switcher promotions={promotions.data} current={chosen.id} mode={mode} />} />
      </>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-5">
        <p className="text-sm font-semibold tracking-wider text-brand-strong uppercase">{t('expertEyebrow')}</p>
        <h1 className="-mt-3 text-h1 text-ink">{title}</h1>
        <NavTabs tabs={tabs} label={t('expertEyebrow')} />
      </header>
      {body}
    </div>
  );
}
