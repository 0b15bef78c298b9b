// "What my employer sees" is the field policy, drawn: every rule appears once, in the section of its visibility, with
// the organization's floor — so the page cannot promise what the policy (and the screens that read it) do not keep.
import { describe, expect, it } from 'vitest';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en';
import { EmployerView } from '@/components/privacy/employer-view';
import { EMPLOYER_ROLES, FIELD_POLICY } from '@/lib/privacy/field-policy';

const html = renderToStaticMarkup(
  createElement(
    NextIntlClientProvider,
    // The children come as createElement's third argument.
    { locale: 'en', timeZone: 'UTC', messages } as ComponentProps<typeof NextIntlClientProvider>,
    createElement(EmployerView, { floor: 7, retentionDays: 200 }),
  ),
);
const sectionOf = (visibility: string) => {
  const start = html.indexOf(`data-visibility="${visibility}"`);
  return html.slice(start, html.indexOf('</section>', start));
};
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

describe('the "What my employer sees" page', () => {
  it('lists every field of the policy in the section of its visibility, and nowhere else', () => {
    for (const rule of FIELD_POLICY) {
      expect(sectionOf(rule.visibility), rule.key).toContain(`data-field="${rule.key}"`);
      expect(sectionOf(rule.visibility)).toContain(escape(rule.label));
      for (const other of ['per_person', 'aggregate', 'never'].filter((v) => v !== rule.visibility)) {
        expect(sectionOf(other)).not.toContain(`data-field="${rule.key}"`);
      }
    }
    expect(html.match(/data-field="/g)).toHaveLength(FIELD_POLICY.length);
  });

  it('states the organization’s floor and retention, and names every employer-side role', () => {
    expect(html).toContain('7 people');
    expect(sectionOf('aggregate')).toContain('at least 7 people');
    expect(html).toContain('200 days after the program ends');
    for (const r of EMPLOYER_ROLES) expect(html).toContain(r.role);
  });
});
