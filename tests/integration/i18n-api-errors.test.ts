// The API speaks the request's language (docs/i18n.md "Error messages"): the {"errors": [...]} envelope is translated
// for a person who saved Spanish, for a visitor whose cookie or browser asks for it, and in a promotion whose default is
// Spanish; the same requests otherwise answer the spec's English. The language preference round-trips through the
// settings route and shows on the current user.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { GET as getSettings, PUT as putSettings } from '@/app/api/users/[id]/settings/route';
import { GET as getUser } from '@/app/api/users/[id]/route';
import { POST as authenticate } from '@/app/api/users/authenticate/route';
import { GET as listNotifications } from '@/app/api/notifications/route';
import { db } from '@/server/db';

type Caller = { host: string; cookie?: string; headers?: Record<string, string> };
const save = (c: Caller, body: unknown) =>
  callRoute(putSettings, { method: 'PUT', host: c.host, path: '/api/users/me/settings', cookie: c.cookie, headers: c.headers, params: { id: 'me' }, body });
const read = (c: Caller) => callRoute(getSettings, { host: c.host, path: '/api/users/me/settings', cookie: c.cookie, headers: c.headers, params: { id: 'me' } });
const me = (c: Caller) => callRoute(getUser, { host: c.host, path: '/api/users/me', cookie: c.cookie, headers: c.headers, params: { id: 'me' } });

async function participant(locale: string | null, promotionData: Record<string, unknown> = {}) {
  const p = await createPromotion({ data: promotionData });
  const user = await createUser({ promotionId: p.id });
  if (locale) await db.user.update({ where: { id: user.id }, data: { locale } });
  return { p, user, caller: { host: p.host, cookie: await signInCookie(user, { promotionId: p.id }) } };
}

describe('API errors in the request’s language', () => {
  it('answers a Spanish user in Spanish, the spec’s own messages and zod’s', async () => {
    const { caller } = await participant('es');
    const refused = await save(caller, { profile: { first_name: '' } });
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual(['El nombre es obligatorio.']);
    const wrongLocale = await save(caller, { locale: 'fr' });
    expect(wrongLocale.status).toBe(422);
    expect(wrongLocale.json.errors).toHaveLength(1);
    expect(wrongLocale.json.errors[0]).toMatch(/^locale: Opción inválida/);
  });

  it('answers an English user, and a user who chose nothing, in English', async () => {
    for (const locale of ['en', null]) {
      const { caller } = await participant(locale);
      const refused = await save(caller, { profile: { first_name: '' } });
      expect(refused.json.errors).toEqual(['First name is required.']);
      const wrongLocale = await save(caller, { locale: 'fr' });
      expect(wrongLocale.json.errors[0]).toMatch(/^locale: Invalid option/);
    }
  });

  it('puts the saved choice before the browser’s languages', async () => {
    const english = await participant('en');
    const refused = await save({ ...english.caller, headers: { 'accept-language': 'es-ES,es;q=0.9' } }, { profile: { first_name: '' } });
    expect(refused.json.errors).toEqual(['First name is required.']);
    const spanish = await participant('es');
    const refusedEs = await save({ ...spanish.caller, headers: { 'accept-language': 'en-US,en;q=0.9' } }, { profile: { first_name: '' } });
    expect(refusedEs.json.errors).toEqual(['El nombre es obligatorio.']);
  });

  it('answers a visitor by Accept-Language, the cookie before it', async () => {
    const p = await createPromotion();
    const visitor = (headers: Record<string, string>, cookie?: string) => read({ host: p.host, headers, cookie });
    const spanish = await visitor({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(spanish.status).toBe(401);
    expect(spanish.json.errors).toEqual(['Debes iniciar sesión']);
    expect((await visitor({ 'accept-language': 'en-US,en;q=0.9' })).json.errors).toEqual(['Log In Required']);
    expect((await visitor({})).json.errors).toEqual(['Log In Required']);
    expect((await visitor({ 'accept-language': 'en' }, 'renew_locale=es')).json.errors).toEqual(['Debes iniciar sesión']);
    expect((await visitor({ 'accept-language': 'es' }, 'renew_locale=en')).json.errors).toEqual(['Log In Required']);
  });

  it('answers in the promotion’s default language when the person chose none', async () => {
    const { caller, p } = await participant(null, { default_locale: 'es' });
    expect((await save(caller, { profile: { first_name: '' } })).json.errors).toEqual(['El nombre es obligatorio.']);
    expect((await read({ host: p.host, headers: { 'accept-language': 'en' } })).json.errors).toEqual(['Debes iniciar sesión']);
  });
});

describe('request schemas’ own messages', () => {
  it('come in the reader’s language, a template’s values carried over', async () => {
    const p = await createPromotion();
    const signIn = (language: string) => callRoute(authenticate, {
      method: 'POST', host: p.host, path: '/api/users/authenticate', headers: { 'accept-language': language }, body: { email: '', password: '' },
    });
    const spanish = await signIn('es');
    expect(spanish.status).toBe(422);
    expect(spanish.json.errors).toEqual(expect.arrayContaining([expect.stringContaining('El correo electrónico es obligatorio.'), expect.stringContaining('La contraseña es obligatoria.')]));
    const english = await signIn('en');
    expect(english.json.errors).toEqual(expect.arrayContaining([expect.stringContaining('Email is required.'), expect.stringContaining('Password is required.')]));

    const { caller } = await participant('es');
    const badFilter = await callRoute(listNotifications, { host: caller.host, cookie: caller.cookie, path: '/api/notifications?filter=everything' });
    expect(badFilter.status).toBe(422);
    expect(badFilter.json.errors).toEqual(['filter debe ser uno de estos valores: unread, cleared']);
  });
});

describe('the language preference', () => {
  it('round-trips through the settings route and shows on the current user', async () => {
    const { caller, user } = await participant(null);
    expect((await me(caller)).json.locale).toBeNull();
    expect((await read(caller)).json.locale).toBeNull();

    const saved = await save(caller, { locale: 'es' });
    expect(saved.status).toBe(200);
    expect(saved.json.user.locale).toBe('es');
    expect((await me(caller)).json.locale).toBe('es');
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).locale).toBe('es');

    // Automatic again: null, not English.
    const automatic = await save(caller, { locale: null });
    expect(automatic.status).toBe(200);
    expect(automatic.json.user.locale).toBeNull();
    expect((await me(caller)).json.locale).toBeNull();
  });

  it('leaves the language alone when a save does not mention it', async () => {
    const { caller } = await participant('es');
    const saved = await save(caller, { profile: { first_name: 'Lucía' } });
    expect(saved.status).toBe(200);
    expect(saved.json.user.locale).toBe('es');
  });
});
