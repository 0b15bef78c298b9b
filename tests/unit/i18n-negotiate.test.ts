// Which language a request is answered in (lib/i18n/negotiate.ts, docs/i18n.md "Which language"): the saved choice,
// then the cookie, the promotion's default, Accept-Language by its q-values, English; pseudo-locales only on the e2e
// server, and only from the cookie.
import { describe, expect, it } from 'vitest';
import { fromAcceptLanguage, negotiateLocale } from '@/lib/i18n/negotiate';

describe('the order of the signals', () => {
  it('puts the saved preference first, then the cookie, the promotion default, the browser and English', () => {
    const all = { saved: 'es', cookie: 'en', promotionDefault: 'en', acceptLanguage: 'en' };
    expect(negotiateLocale(all)).toBe('es');
    expect(negotiateLocale({ ...all, saved: null, cookie: 'es' })).toBe('es');
    expect(negotiateLocale({ ...all, saved: null, cookie: null, promotionDefault: 'es' })).toBe('es');
    expect(negotiateLocale({ saved: null, cookie: null, promotionDefault: null, acceptLanguage: 'es' })).toBe('es');
    expect(negotiateLocale({})).toBe('en');
    // A saved English beats a Spanish everything else.
    expect(negotiateLocale({ saved: 'en', cookie: 'es', promotionDefault: 'es', acceptLanguage: 'es' })).toBe('en');
  });

  it('skips a signal that names no language Renew speaks', () => {
    expect(negotiateLocale({ saved: 'fr', cookie: 'de', promotionDefault: 'es' })).toBe('es');
    expect(negotiateLocale({ saved: '', cookie: 'ES', acceptLanguage: 'es' })).toBe('es');
    expect(negotiateLocale({ saved: 'fr', cookie: 'xx', promotionDefault: 'pt', acceptLanguage: 'fr-FR' })).toBe('en');
  });
});

describe('Accept-Language', () => {
  it('takes the best supported language by q-value, not by position', () => {
    expect(fromAcceptLanguage('en;q=0.5, es;q=0.9')).toBe('es');
    expect(fromAcceptLanguage('es;q=0.4,en;q=0.8')).toBe('en');
    expect(fromAcceptLanguage('fr-FR, fr;q=0.9, es;q=0.2')).toBe('es');
    expect(fromAcceptLanguage('es-MX,es;q=0.9,en;q=0.5')).toBe('es');
    expect(fromAcceptLanguage('es-419')).toBe('es');
  });

  it('leaves out q=0 and the wildcard', () => {
    expect(fromAcceptLanguage('es;q=0, en;q=0.1')).toBe('en');
    expect(fromAcceptLanguage('*')).toBeNull();
    expect(fromAcceptLanguage('fr, *;q=0.5')).toBeNull();
  });

  it('says nothing for an empty, unsupported or malformed header', () => {
    for (const header of [null, undefined, '', ' , ;', 'fr, de', ';q=1', 'es;q=abc', '!!!', 'e$;q=1', 'x'.repeat(300)]) {
      expect(fromAcceptLanguage(header)).toBeNull();
    }
    expect(negotiateLocale({ acceptLanguage: 'e$, ;;q=;' })).toBe('en');
    // A malformed tag is skipped; the rest of the header still counts.
    expect(fromAcceptLanguage('e$, es;q=0.5')).toBe('es');
  });
});

describe('pseudo-locales', () => {
  it('are taken from the cookie only where they are allowed', () => {
    expect(negotiateLocale({ cookie: 'en-XA', pseudoAllowed: true })).toBe('en-XA');
    expect(negotiateLocale({ cookie: 'ar-XB', pseudoAllowed: true, saved: 'es' })).toBe('ar-XB');
    expect(negotiateLocale({ cookie: 'en-XA', pseudoAllowed: false, acceptLanguage: 'es' })).toBe('es');
    expect(negotiateLocale({ cookie: 'en-XA' })).toBe('en');
  });

  it('never come from a saved preference, a promotion or a browser', () => {
    expect(negotiateLocale({ saved: 'en-XA', pseudoAllowed: true })).toBe('en');
    expect(negotiateLocale({ promotionDefault: 'ar-XB', pseudoAllowed: true })).toBe('en');
    expect(negotiateLocale({ acceptLanguage: 'en-XA', pseudoAllowed: true })).toBe('en');
  });
});
