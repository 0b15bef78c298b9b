// Paging of the boards: page_size default 50, 0 = all up to a cap (lib/leaderboards).
import type { Page } from '@/server/platform/pagination';
import { LEADERBOARD_ALL_ROWS_CAP, LEADERBOARD_PAGE_SIZE } from '@/lib/leaderboards/constants';

export interface BoardPaging {
  page: Page;
  limit: number;
  offset: number;
}

export function boardPaging(query: { page?: number; page_size?: number }): BoardPaging {
  const size = query.page_size ?? LEADERBOARD_PAGE_SIZE;
  if (size === 0) return { page: { page: 1, pageSize: 0, skip: 0, take: undefined }, limit: LEADERBOARD_ALL_ROWS_CAP, offset: 0 };
  const page = query.page ?? 1;
  return { page: { page, pageSize: size, skip: (page - 1) * size, take: size }, limit: size, offset: (page - 1) * size };
}

/** An ILIKE pattern matching the text anywhere, with the user's % _ and \ taken literally. */
export function containsPattern(text: string | undefined): string | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  return `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
