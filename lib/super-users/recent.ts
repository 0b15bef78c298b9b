'use client';
// The recent promotions a super user picked, kept in this browser (administration.md §9: up to 6, oldest dropped,
// shown in the dashboard menu), and where a picked promotion opens. Apart from lib/super-users/query.ts because the
// site header reads them on every page: this module imports only React, so the header does not carry the admin
// screens' schemas (zod) and design-system barrel into every page's first-load JavaScript (docs/benchmarks.md).
import { useSyncExternalStore } from 'react';

/** Recent promotions kept locally (administration.md §9: up to 6, oldest dropped), shown in the menu. */
export const RECENT_PROMOTIONS_MAX = 6;

/** Where a picked promotion opens: its coordinator dashboard (docs/coordinator-dashboard.md). */
export const promotionHref = (id: number) => `/coordinator/dashboard/stats?promotion_id=${id}`;

// Recent promotions, per browser (localStorage), newest first.
export interface RecentPromotion {
  id: number;
  name: string;
}
const RECENT_KEY = 'renew.recent_promotions';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: RecentPromotion[] = [];

function readRecent(): RecentPromotion[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(RECENT_KEY);
  } catch {
    raw = null;
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cached = Array.isArray(parsed)
      ? parsed.filter((p): p is RecentPromotion => typeof p?.id === 'number' && typeof p?.name === 'string').slice(0, RECENT_PROMOTIONS_MAX)
      : [];
  } catch {
    cached = [];
  }
  return cached;
}

/** Puts a promotion first; the list keeps the 6 most recent (the oldest is dropped). */
export function rememberPromotion(promotion: RecentPromotion): void {
  const next = [promotion, ...readRecent().filter((p) => p.id !== promotion.id)].slice(0, RECENT_PROMOTIONS_MAX);
  try {
    window.localStorage.setItem(RECENT_KEY, JSON.stringify(next));
  } catch {
    // storage unavailable (private mode): the menu simply shows no recent promotions
  }
  listeners.forEach((l) => l());
}

const EMPTY: RecentPromotion[] = [];
export function useRecentPromotions(): RecentPromotion[] {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      window.addEventListener('storage', onChange);
      return () => {
        listeners.delete(onChange);
        window.removeEventListener('storage', onChange);
      };
    },
    readRecent,
    () => EMPTY,
  );
}
