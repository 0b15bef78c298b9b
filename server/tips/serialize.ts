// A tip: the content item's JSON plus the caller's favorite (lib/tips/types.ts).
import { serializeContent } from '@/server/content/serialize';
import type { ContentRow } from '@/server/content/queries';
import type { Tip } from '@/lib/tips/types';

export function serializeTip(row: ContentRow, favorited: boolean): Tip {
  return { ...serializeContent(row), favorited };
}
