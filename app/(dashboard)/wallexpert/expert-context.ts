// What the expert wall pages need from the server: a Poster or Master (anyone else goes to '/'), and the host's own
// promotion when they are not on the dashboard (then no switcher: that promotion's wall).
import { notFound } from 'next/navigation';
import { requireRolePage } from '@/server/pages/guards';

export async function expertPage() {
  const { promotion } = await requireRolePage(['Poster', 'Master']);
  if (promotion && !promotion.flags.is_wall_enabled) notFound();
  return { hostPromotion: promotion ? { id: promotion.id, name: promotion.row.name } : null };
}

/** A promotion id from the URL, or null for none or a malformed one (then the first program is shown). */
export function promotionIdParam(raw: string | string[] | undefined): number | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2 ** 31 - 1 ? Number(value) : null;
}
