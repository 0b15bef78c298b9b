// Emails, push notifications and the journey PDF in the recipient's language (issue 36, docs/i18n.md "Emails, push and
// PDFs"): a Spanish participant (saved preference, or a Spanish promotion default) gets the password reset email, a
// notification digest, a test email's sample, the duo pushes and the journey PDF in Spanish, hand-written; English
// stays the specification's text; a promotion's configured label wins in both languages.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import webpush from 'web-push';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser } from '../helpers/factories';
import { cookieFor, setPoints } from '../helpers/journey-factories';
import { POST as forgot } from '@/app/api/users/forgot/route';
import { GET as journeyPdfRoute } from '@/app/api/journey.pdf/route';
import { db } from '@/server/db';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import { composeDigest } from '@/server/notification-mail/compose';
import { testEmailContent } from '@/server/test-emails/mutations';
import { pushDuoInvite, pushDuoPaired } from '@/server/push/event-pushes';
import { renderJourneyPdf } from '@/server/journal/pdf';
import { labelsFor } from '@/server/i18n/promotion-labels';

// The push service is replaced by a recorder of what would be sent (tests/integration/push.test.ts covers delivery);
// its stand-in endpoints are accepted as in development.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_PRIVATE_NETWORK = 'true';
});
const sent: { endpoint: string; payload: { title: string; message: string } }[] = [];
vi.spyOn(webpush, 'sendNotification').mockImplementation(async (subscription, body) => {
  sent.push({ endpoint: subscription.endpoint, payload: JSON.parse(String(body)) });
  return { statusCode: 201, body: '', headers: {} };
});

afterAll(() => stopEnqueuer());

function pdfText(pdf: Buffer): string | null {
  if (!existsSync('/usr/bin/pdftotext')) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'journey-es-'));
  writeFileSync(path.join(dir, 'j.pdf'), pdf);
  return execFileSync('pdftotext', [path.join(dir, 'j.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe('emails in the recipient’s language', () => {
  it('sends a Spanish user the password reset in Spanish: subject, body, footer and <html lang>', async () => {
    const p = await createPromotion({ data: { program_name: 'Renovar' } });
    const user = await createUser({ promotionId: p.id, firstName: 'Lucía' });
    await db.user.update({ where: { id: user.id }, data: { locale: 'es' } });
    const english = await createUser({ promotionId: p.id, firstName: 'Rosa' });
    for (const u of [user, english]) {
      expect((await callRoute(forgot, { method: 'POST', host: p.host, path: '/api/users/forgot', body: { email: u.email } })).status).toBe(200);
    }
    const es = await db.emailMessage.findFirstOrThrow({ where: { to: user.email, kind: 'password_reset' }, orderBy: { id: 'desc' } });
    expect(es.subject).toBe('Restablece tu contraseña');
    expect(es.html).toContain('<html lang="es">');
    expect(es.html).toContain('<p>Hola, Lucía:</p>');
    expect(es.html).toContain('caduca en 2 horas');
    expect(es.html).toContain('Restablecer mi contraseña');
    expect(es.html).toContain('Recibes este correo porque participas en Renovar.');
    expect(es.html).toContain('Cancelar la suscripción</a> a estos correos.');
    expect(es.text).toContain('Si no pediste restablecer tu contraseña');

    // The same email in English, as the specification writes it.
    const en = await db.emailMessage.findFirstOrThrow({ where: { to: english.email, kind: 'password_reset' }, orderBy: { id: 'desc' } });
    expect(en.subject).toBe('Reset your password');
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toContain('<p>Hi Rosa,</p>');
    expect(en.html).toContain('The link below works once and expires in 2 hours.');
    expect(en.html).toContain('You are receiving this email because you take part in Renovar.');
    expect(en.html).toMatch(/<a href="[^"]+" style="color:#52606d">Unsubscribe<\/a> from these emails\./);
  });

  it('follows the promotion’s default language for someone who chose none, and keeps a configured label', async () => {
    const p = await createPromotion({ data: { program_name: 'Renovar', default_locale: 'es', point_label: 'Hoja', point_label_plural: 'Hojas' } });
    const sample = await testEmailContent(p.id, 'welcome');
    expect(sample.locale).toBe('es');
    expect(sample.subject).toBe('[Prueba] Te damos la bienvenida a Renovar');
    expect(sample.body).toBe('<p>¡Te damos la bienvenida a Renovar! Registra hoy tu primera actividad y mira cómo crecen tus hojas.</p>');

    // Left at its English default, the label reads in the reader's language.
    const plain = await createPromotion({ data: { program_name: 'Renew', default_locale: 'es' } });
    expect((await testEmailContent(plain.id, 'welcome')).body).toContain('mira cómo crecen tus puntos.');
    const english = await createPromotion({ data: { program_name: 'Renew' } });
    expect(await testEmailContent(english.id, 'welcome')).toMatchObject({
      locale: 'en', subject: '[Test] Welcome to Renew', body: '<p>Welcome to Renew! Log your first activity today and watch your points grow.</p>',
    });
  });

  it('writes the notification digest’s frame in Spanish, with the promotion’s wall label', () => {
    const items = [1, 2, 3].map((i) => ({ key: `post_comment_${i}`, title: null, message: `Ana commented on your post ${i}.`, link: null }));
    const labels = labelsFor('es', { wall_label: 'Tablón' }).lower;
    const digest = composeDigest({ kind: 'wall', items, firstName: 'Lucía', subdomain: 'demo', locale: 'es', labels });
    expect(digest.subject).toBe('3 comentarios y etiquetas nuevas en el tablón');
    expect(digest.html).toContain('Hola, Lucía:');
    expect(digest.html).toContain('Tienes 3 notificaciones nuevas:');
    expect(digest.html).toContain('Ver todas las notificaciones');
    expect(digest.text).toContain('Elige qué correos recibes: http://demo.localhost:3000/settings/email');
    // The notifications' own texts are as their writers stored them.
    expect(digest.html).toContain('Ana commented on your post 3.');

    const english = composeDigest({ kind: 'wall', items, firstName: 'Robin', subdomain: 'demo', locale: 'en', labels: labelsFor('en', {}).lower });
    expect(english.subject).toBe('3 new comments and tags on the wall');
    expect(english.html).toContain('You have 3 new notifications:');
  });
});

describe('push notifications in the reader’s language', () => {
  beforeEach(() => {
    sent.length = 0;
  });

  it('pushes each person the duo notices in their own language', async () => {
    const p = await createPromotion({ data: { flags: { send_push_notifications: true, push_duo_invite: true, push_duo_paired: true } } });
    const lucia = await createUser({ promotionId: p.id, firstName: 'Lucía' });
    await db.user.update({ where: { id: lucia.id }, data: { locale: 'es' } });
    const robin = await createUser({ promotionId: p.id, firstName: 'Robin' });
    for (const [user, name] of [[lucia, 'lucia'], [robin, 'robin']] as const) {
      await db.pushDevice.create({
        data: { promotion_id: p.id, user_id: user.id, uuid: `${name}-${p.id}`, platform: 'web', endpoint: `https://push.example/${name}-${p.id}`, p256dh: 'k', auth: 'a' },
      });
    }
    await pushDuoInvite({ promotionId: p.id, receiverId: lucia.id, actorName: 'Robin Hale' });
    expect(sent.map((s) => s.payload)).toEqual([expect.objectContaining({ title: 'Invitación a un dúo', message: 'Robin Hale te invita a un dúo.' })]);

    sent.length = 0;
    await pushDuoPaired({ promotionId: p.id, userIds: [lucia.id, robin.id] });
    const byEndpoint = Object.fromEntries(sent.map((s) => [s.endpoint.split('/').pop()!.split('-')[0], s.payload.title]));
    expect(byEndpoint).toEqual({ lucia: 'Ya tienes pareja de dúo', robin: 'You have a duo partner' });
  });
});

describe('the journey PDF in the reader’s language', () => {
  it('downloads in Spanish for a Spanish user: headings, dates, numbers, the footer and /Lang', async () => {
    const p = await createPromotion({ data: { program_name: 'Renovar' } });
    const user = await createUser({ promotionId: p.id, firstName: 'Lucía', lastName: 'Pérez' });
    await db.user.update({ where: { id: user.id }, data: { locale: 'es' } });
    await setPoints(user, 12345);
    const cookie = await cookieFor(user);
    const res = await journeyPdfRoute(new NextRequest(`http://${p.host}/api/journey.pdf`, { headers: new Headers({ host: p.host, cookie }) }), { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('es');
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    if (text !== null) {
      for (const expected of ['Mi recorrido', 'Lucía Pérez', '12.345', 'Puntos', 'Escenas completadas', 'Reflexiones', 'Aún no hay reflexiones', 'Página 2 de 2', 'Descargado el']) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('My Journey');
    }
  });

  it('follows Accept-Language for someone who chose no language, and writes the document language', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const cookie = await cookieFor(user);
    const res = await journeyPdfRoute(
      new NextRequest(`http://${p.host}/api/journey.pdf`, { headers: new Headers({ host: p.host, cookie, 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }) }),
      { params: Promise.resolve({}) },
    );
    expect(res.headers.get('content-language')).toBe('es');

    const pdf = await renderJourneyPdf({
      participantName: 'Lucía Pérez', programName: 'Renovar', startsOn: '2026-03-02', endsOn: '2026-04-26', timeZone: 'America/Mexico_City',
      generatedOn: '2026-03-10', points: 1200, pointLabelPlural: 'Puntos', completedScenes: 1, completedDuos: 2, locale: 'es',
      scenes: [{ name: 'Hojas', status: 'in_progress', loggedCount: 2, tileCount: 5, image: null }],
      reflections: [{ day: '2026-03-04', createdAt: new Date('2026-03-04T15:00:00Z'), content: 'Caminé junto al río.', sceneName: 'Hojas', duoName: null, likeCount: 2 }],
    }, { compress: false });
    expect(pdf.toString('latin1')).toMatch(/\/Lang \(es\)/);
    const text = pdfText(pdf);
    if (text !== null) {
      for (const expected of ['2 de marzo de 2026 – 26 de abril de 2026', '1200', 'Escena completada', 'Dúos completados', 'Mis escenas', 'En curso • 2 de 5 casillas', 'miércoles, 4 de marzo de 2026', 'Semana 1', 'Escena: Hojas', '2 «me gusta»', 'Renovar • Mi recorrido de Lucía Pérez']) {
        expect(text).toContain(expected);
      }
    }
  });
});
