// What the learn, support, legal, end-of-program and 404 pages read (server/support/pages.ts): the promotion's own
// content, the default promotion's where it has none, never another promotion's; the resources filter (dashes read
// as spaces, matched to a group); the 404 page's random item.
import { describe, expect, it } from 'vitest';
import { createPromotion, createUser } from '../helpers/factories';
import { createContent } from '../helpers/onboarding-factories';
import { contentItem, loadEop, loadFaqs, loadLearn, loadResources, PAGE_CONTENT, randomNotFoundItem } from '@/server/support/pages';
import { promotionById } from '@/server/tenancy/promotion-context';

const titles = (list: { title: string | null }[]) => list.map((i) => i.title);

describe('the pages read the promotion’s content, else the default promotion’s', () => {
  it('falls back per category and key, and never shows another promotion’s rows', async () => {
    // One default promotion per database (promotions_single_default_key): this file's only one.
    const defaults = await createPromotion({ data: { is_default: true } });
    const a = await createPromotion();
    const b = await createPromotion();
    await createContent({ promotionId: defaults.id, category: 'privacy', key: 'privacy', title: 'Default privacy' });
    await createContent({ promotionId: a.id, category: 'privacy', key: 'privacy', title: 'Acme privacy' });
    await createContent({ promotionId: defaults.id, category: 'terms', key: 'terms', title: 'Default terms' });
    await createContent({ promotionId: b.id, category: 'terms', key: 'terms', title: 'B terms' });
    await createContent({ promotionId: defaults.id, category: 'learn', key: 'why_renew', title: 'Why', sequence: 1 });
    await createContent({ promotionId: defaults.id, category: 'learn', key: 'science', title: 'Science', sequence: 2 });
    await createContent({ promotionId: a.id, category: 'learn', key: 'science', title: 'Acme science', sequence: 2 });
    await createContent({ promotionId: b.id, category: 'learn', key: 'b_only', title: 'B only', sequence: 3 });
    await createContent({ promotionId: defaults.id, category: 'faqs', key: 'q1', title: 'Q1', group: 'Getting started', sequence: 1 });
    await createContent({ promotionId: defaults.id, category: 'faqs', key: 'q2', title: 'Q2', group: 'Logging', sequence: 2 });
    await createContent({ promotionId: defaults.id, category: 'faqs', key: 'q3', title: 'Q3', group: 'Getting started', sequence: 3 });
    await createContent({ promotionId: a.id, category: 'faqs', key: 'q2', title: 'Hidden Q2', group: 'Logging', hidden: true });

    expect((await contentItem(a.id, PAGE_CONTENT.privacy))?.title).toBe('Acme privacy');
    expect((await contentItem(b.id, PAGE_CONTENT.privacy))?.title).toBe('Default privacy');
    expect((await contentItem(a.id, PAGE_CONTENT.terms))?.title).toBe('Default terms');
    expect((await contentItem(b.id, PAGE_CONTENT.terms))?.title).toBe('B terms');
    expect(await contentItem(a.id, PAGE_CONTENT.optIn)).toBeNull();

    expect(titles(await loadLearn(a.id))).toEqual(['Why', 'Acme science']);
    expect(titles(await loadLearn(b.id))).toEqual(['Why', 'Science', 'B only']);

    // FAQs by group in the order each group first appears; a hidden override hides the default it replaces.
    const faqsB = await loadFaqs(b.id);
    expect(faqsB.map((g) => [g.name, titles(g.items)])).toEqual([['Getting started', ['Q1', 'Q3']], ['Logging', ['Q2']]]);
    const faqsA = await loadFaqs(a.id);
    expect(faqsA.map((g) => [g.name, titles(g.items)])).toEqual([['Getting started', ['Q1', 'Q3']]]);
  });

  it('filters resources by the group the category names, dashes read as spaces', async () => {
    const p = await createPromotion();
    await createContent({ promotionId: p.id, category: 'resources', key: 'r1', title: 'Sleep basics', group: 'Sleep', sequence: 1 });
    await createContent({ promotionId: p.id, category: 'resources', key: 'r2', title: 'Talk to someone', group: 'Mental health', sequence: 2 });
    await createContent({ promotionId: p.id, category: 'resources', key: 'r3', title: 'EAP', group: 'Mental health', sequence: 3 });

    const all = await loadResources(p.id, null);
    expect(all).toMatchObject({ groups: ['Sleep', 'Mental health'], active: null, unknownCategory: null });
    expect(all.sections.map((s) => s.name)).toEqual(['Sleep', 'Mental health']);

    for (const category of ['mental-health', 'Mental-Health', 'mental health', ' mental--health ']) {
      const one = await loadResources(p.id, category);
      expect(one.active).toBe('Mental health');
      expect(one.sections.map((s) => titles(s.items))).toEqual([['Talk to someone', 'EAP']]);
    }
    const none = await loadResources(p.id, 'knitting');
    expect(none).toMatchObject({ active: null, unknownCategory: 'knitting', sections: [] });
    expect((await loadResources(p.id, '')).sections).toHaveLength(2);
  });

  it('picks the 404 item at random from the promotion’s visible set, or none', async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    await createContent({ promotionId: a.id, category: '404', key: 'one', title: 'Lost one' });
    await createContent({ promotionId: a.id, category: '404', key: 'two', title: 'Lost two' });
    await createContent({ promotionId: a.id, category: '404', key: 'gone', title: 'Hidden', hidden: true });
    await createContent({ promotionId: b.id, category: '404', key: 'other', title: 'Other promotion' });

    const seen = new Set<string | null>();
    for (let i = 0; i < 60; i++) seen.add((await randomNotFoundItem(a.id))?.title ?? null);
    // Both visible items come up (the chance of one never showing in 60 draws is 2^-59), nothing else does.
    expect([...seen].sort()).toEqual(['Lost one', 'Lost two']);
    const c = await createPromotion();
    expect(await randomNotFoundItem(c.id)).toBeNull();
  });

  it('shows a participant their numbers on the end-of-program page, and an administrator only the content', async () => {
    const p = await createPromotion();
    await createContent({ promotionId: p.id, category: 'eop', key: 'thanks', title: 'Thank you', sequence: 1 });
    const participant = await createUser({ promotionId: p.id });
    const covering = await createUser({ promotionId: null, role: 'Super Coordinator' });
    const promotion = (await promotionById(p.id))!;

    const mine = await loadEop(promotion, participant);
    expect(titles(mine.items)).toEqual(['Thank you']);
    expect(mine.summary).toEqual({ points: 0, activities: 0, scenes: 0, badges: 0, duos: 0 });
    expect(mine.ended).toBe(false);
    expect(mine.endsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await loadEop(promotion, covering)).summary).toBeNull();
  });
});
