// Addresses of the content editor's screens: /content/{category}/{welcome|editadd|edit}?promotion_id=&id=.
export type ContentScreen = 'welcome' | 'editadd' | 'edit';

export function contentHref(category: string, screen: ContentScreen, promotionId: number | null, id?: number): string {
  const query = new URLSearchParams();
  if (promotionId !== null) query.set('promotion_id', String(promotionId));
  if (id !== undefined) query.set('id', String(id));
  const qs = query.toString();
  return `/content/${encodeURIComponent(category)}/${screen}${qs ? `?${qs}` : ''}`;
}
