import { describe, expect, it } from 'vitest';
import { classifyHost } from '@/lib/hosts';
import { promotionTimeline, todayIn } from '@/lib/promotion-dates';

describe('classifyHost', () => {
  it('maps subdomains, the dashboard and the bare host', () => {
    expect(classifyHost('acme.localhost:3000', 'localhost')).toEqual({ kind: 'promotion', subdomain: 'acme' });
    expect(classifyHost('ACME.localhost', 'localhost')).toEqual({ kind: 'promotion', subdomain: 'acme' });
    expect(classifyHost('dashboard.localhost:3000', 'localhost')).toEqual({ kind: 'dashboard' });
    expect(classifyHost('localhost:3000', 'localhost')).toEqual({ kind: 'default' });
    expect(classifyHost('wellness.example.org', 'renew.app')).toEqual({ kind: 'custom-domain', domain: 'wellness.example.org' });
    expect(classifyHost('a.b.renew.app', 'renew.app')).toEqual({ kind: 'custom-domain', domain: 'a.b.renew.app' });
  });
});

describe('promotion timeline', () => {
  const base = {
    time_zone: 'America/New_York', starts_on: '2026-11-01', ends_on: '2026-12-26', launch_on: '2026-10-25', logging_ends_on: null,
    registration_starts_on: '2026-10-01', registration_ends_on: '2026-11-30', disabled_on: null, current_date_override: null,
  };
  it('uses the promotion time zone for "today", not the server zone (tests run in Pacific/Chatham)', () => {
    // 2026-11-17 03:00 UTC is already the 17th in Chatham but still the 16th in New York.
    const now = new Date('2026-11-17T03:00:00Z');
    expect(todayIn('America/New_York', now)).toBe('2026-11-16');
    expect(promotionTimeline(base, now)).toMatchObject({ current_date: '2026-11-16', current_week: 3, has_started: true, has_ended: false, weeks: 8 });
  });
  it('follows the timeline states', () => {
    expect(promotionTimeline({ ...base, current_date_override: '2026-10-20' })).toMatchObject({ has_launched: false, has_started: false, current_week: 1 });
    expect(promotionTimeline({ ...base, current_date_override: '2026-12-27' })).toMatchObject({ has_logging_ended: true, has_ended: true, is_registration_open: false });
    expect(promotionTimeline({ ...base, logging_ends_on: '2026-12-28', current_date_override: '2026-12-27' })).toMatchObject({ has_logging_ended: false, has_ended: true });
  });
});
