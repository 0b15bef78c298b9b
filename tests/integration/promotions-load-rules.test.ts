// The promotion load rules: past its disabled date a promotion's pages go to the product page; a launchpad promotion
// is for coordinators and above (a participant's session there goes to the product page); others load.
import { describe, expect, it } from 'vitest';
import { createPromotion, createUser } from '../helpers/factories';
import { promotionById } from '@/server/tenancy/promotion-context';
import { productPageFor, promotionLoadRefusal } from '@/server/promotions/load-rules';
import { addDays, parseIsoDate, todayIn } from '@/lib/promotion-dates';
import type { UserRow } from '@/server/users/queries';

const today = () => todayIn('America/New_York');

describe('promotion load rules', () => {
  it('sends everyone to the product page after the disabled date, not on it', async () => {
    const gone = await createPromotion({ startedDaysAgo: 60, data: { disabled_on: parseIsoDate(addDays(today(), -1)) } });
    const lastDay = await createPromotion({ startedDaysAgo: 60, data: { disabled_on: parseIsoDate(today()) } });
    expect(promotionLoadRefusal({ promotion: await promotionById(gone.id), user: null })).toBe('disabled');
    expect(promotionLoadRefusal({ promotion: await promotionById(lastDay.id), user: null })).toBeNull();
    expect(productPageFor('disabled')).toBe('/product?reason=disabled');
  });

  it('keeps launchpad promotions for coordinators and above', async () => {
    const launchpad = await createPromotion({ data: { is_launchpad: true } });
    const promotion = await promotionById(launchpad.id);
    const participant = (await createUser({ promotionId: launchpad.id })) as unknown as UserRow;
    const coordinator = (await createUser({ promotionId: launchpad.id, role: 'Coordinator' })) as unknown as UserRow;
    const regional = (await createUser({ promotionId: launchpad.id, role: 'Regional Coordinator' })) as unknown as UserRow;
    const master = (await createUser({ promotionId: null, role: 'Master' })) as unknown as UserRow;
    expect(promotionLoadRefusal({ promotion, user: participant })).toBe('launchpad');
    expect(promotionLoadRefusal({ promotion, user: regional })).toBe('launchpad');
    expect(promotionLoadRefusal({ promotion, user: coordinator })).toBeNull();
    expect(promotionLoadRefusal({ promotion, user: master })).toBeNull();
    // A visitor may still reach the sign-in page.
    expect(promotionLoadRefusal({ promotion, user: null })).toBeNull();
    // An ordinary promotion loads for everyone; no promotion (the dashboard) is not this rule's business.
    const plain = await promotionById((await createPromotion()).id);
    expect(promotionLoadRefusal({ promotion: plain, user: participant })).toBeNull();
    expect(promotionLoadRefusal({ promotion: null, user: participant })).toBeNull();
  });
});
