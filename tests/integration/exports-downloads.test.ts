import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { NextRequest } from 'next/server';
import { createPromotion, createUser } from '../helpers/factories';
import { cookieFor, createUserScene, logActivity, setPoints } from '../helpers/journey-factories';
import { GET as exportEntries } from '@/app/api/export/entries/route';
import { GET as exportStats } from '@/app/api/export/stats/route';
import { GET as calendar } from '@/app/api/promotions/[id]/calendar/route';
import { GET as journeyPdfRoute } from '@/app/api/journey.pdf/route';
import { POST as createPost } from '@/app/api/journal_posts/route';
import { callRoute } from '../helpers/http';
import { renderJourneyPdf } from '@/server/journal/pdf';
import { foldLine } from '@/server/calendar/ics';
import { db } from '@/server/db';

type Handler = (r: NextRequest, c: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Raw bytes of a download (callRoute reads bodies as text). */
async function download(handler: Handler, host: string, pathAndQuery: string, cookie: string, params: Record<string, string> = {}) {
  const headers = new Headers({ host, cookie });
  const res = await handler(new NextRequest(`http://${host}${pathAndQuery}`, { headers }), { params: Promise.resolve(params) });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

/** RFC 4180 reader: quoted fields, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\r' && text[i + 1] === '\n') { row.push(field); rows.push(row); row = []; field = ''; i++; }
    else field += c;
  }
  expect(field).toBe('');
  return rows;
}

/** Unfolds and splits an iCalendar file into [name;params, value] pairs, checking the line rules on the way. */
function parseIcs(text: string): Array<[string, string]> {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ')) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  return logical.map((l) => {
    const i = l.indexOf(':');
    return [l.slice(0, i), l.slice(i + 1)];
  });
}
const unescapeText = (v: string) => v.replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1');

describe('CSV exports', () => {
  it('exports the user’s entries with quoting that survives commas, quotes and newlines', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    await logActivity(user, { category: 'create_calm', name: 'Breathe, slowly', day: '2026-03-02', week: 1, points: 10, feels: 1 });
    await logActivity(user, { category: 'boost_happiness', name: 'Say "thanks"\nto someone', day: '2026-03-02', week: 1, points: 15, feels: -1 });
    await logActivity(user, { category: 'sharpen_focus', name: '=HYPERLINK("x")', day: '2026-03-10', week: 2, points: 5, feels: null });
    const other = await createUser({ promotionId: p.id });
    await logActivity(other, { category: 'create_calm', name: 'Not mine', day: '2026-03-02' });

    const res = await download(exportEntries, p.host, '/api/export/entries', await cookieFor(user));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="my-entries.csv"');
    const text = res.body.toString('utf8');
    expect(text).not.toContain('Not mine');
    const rows = parseCsv(text);
    expect(rows).toEqual([
      ['Date', 'Week', 'Activities Logged', 'Activities', 'Categories', 'Points', 'Feels'],
      ['2026-03-02', '1', '2', 'Breathe, slowly; Say "thanks"\nto someone', 'Create Calm; Boost Happiness', '25', 'Happy; Sad'],
      ['2026-03-10', '2', '1', `'=HYPERLINK("x")`, 'Sharpen Focus', '5', ''],
    ]);
  });

  it('exports the user’s stats', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id, firstName: 'Jo', lastName: 'Lee' });
    await setPoints(user, 42);
    await logActivity(user, { category: 'pursue_purpose', day: '2026-03-02' });
    await createUserScene(user, { completed: true });
    const res = await download(exportStats, p.host, '/api/export/stats', await cookieFor(user));
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="my-stats.csv"');
    const rows = new Map(parseCsv(res.body.toString('utf8')).map(([k, v]) => [k, v]));
    expect(rows.get('Statistic')).toBe('Value');
    expect(rows.get('Participant')).toBe('Jo Lee');
    expect(rows.get('Total Points')).toBe('42');
    expect(rows.get('Activities: Pursue Purpose')).toBe('1');
    expect(rows.get('Best category')).toBe('Pursue Purpose');
    expect(rows.get('Completed scenes')).toBe('1');
  });

  it('requires a session', async () => {
    const p = await createPromotion();
    expect((await download(exportEntries, p.host, '/api/export/entries', '')).status).toBe(401);
  });
});

describe('calendar file', () => {
  it('is a valid iCalendar event with escaping, folding and CRLF', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const title = 'Renew: week 2; relax, breathe \\ smile — ünïcödé '.repeat(3).trim();
    const details = 'Line one\nLine two, with comma; and semicolon';
    const qs = new URLSearchParams({ title, dtstart: '2026-03-09T09:30', dtend: '2026-03-09T10:00', details, target: '/renew' });
    const res = await download(calendar, p.host, `/api/promotions/${p.id}/calendar?${qs}`, await cookieFor(user), { id: String(p.id) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="renew-week-2-relax-breathe-smile.*\.ics"$/);
    const props = parseIcs(res.body.toString('utf8'));
    const names = props.map(([n]) => n);
    expect(names[0]).toBe('BEGIN');
    expect(props[0][1]).toBe('VCALENDAR');
    expect(props.at(-1)).toEqual(['END', 'VCALENDAR']);
    const get = (name: string) => props.find(([n]) => n === name)?.[1];
    expect(get('VERSION')).toBe('2.0');
    expect(get('UID')).toMatch(/^[0-9a-f]{32}@.+\.localhost$/);
    expect(get('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    // 09:30 in New York in March 2026 (EDT, UTC-4) is 13:30 UTC.
    expect(get('DTSTART')).toBe('20260309T133000Z');
    expect(get('DTEND')).toBe('20260309T140000Z');
    expect(unescapeText(get('SUMMARY')!)).toBe(title);
    expect(unescapeText(get('DESCRIPTION')!)).toBe(details);
    expect(get('URL')).toBe(`http://${p.subdomain}.localhost:3000/renew`);
    expect(names.filter((n) => n === 'BEGIN')).toHaveLength(2);
  });

  it('makes all-day events from dates and refuses bad input', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const cookie = await cookieFor(user);
    const get = (q: Record<string, string>) =>
      download(calendar, p.host, `/api/promotions/${p.id}/calendar?${new URLSearchParams(q)}`, cookie, { id: String(p.id) });
    const allDay = parseIcs((await get({ title: 'Launch', dtstart: '2026-03-02' })).body.toString('utf8'));
    expect(allDay.find(([n]) => n.startsWith('DTSTART'))).toEqual(['DTSTART;VALUE=DATE', '20260302']);
    expect(allDay.find(([n]) => n.startsWith('DTEND'))).toEqual(['DTEND;VALUE=DATE', '20260303']);
    const bad = async (q: Record<string, string>) => {
      const r = await get(q);
      return { status: r.status, errors: JSON.parse(r.body.toString('utf8')).errors };
    };
    expect(await bad({ dtstart: '2026-03-02' })).toMatchObject({ status: 422, errors: ['Title is required.'] });
    expect((await bad({ title: 'x', dtstart: '2026-02-30' })).status).toBe(422);
    expect((await bad({ title: 'x', dtstart: '2026-03-02T10:00Z', dtend: '2026-03-02T09:00Z' })).status).toBe(422);
    expect((await bad({ title: 'x', dtstart: '2026-03-02', target: 'https://evil.example.com/' })).status).toBe(422);
  });

  it('is 404 for another promotion’s id', async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    const userB = await createUser({ promotionId: b.id });
    const res = await download(calendar, b.host, `/api/promotions/${a.id}/calendar?title=x&dtstart=2026-03-02`, await cookieFor(userB), { id: String(a.id) });
    expect(res.status).toBe(404);
    const own = await download(calendar, b.host, `/api/promotions/${b.id}/calendar?title=x&dtstart=2026-03-02`, await cookieFor(userB), { id: String(b.id) });
    expect(own.status).toBe(200);
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(100)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n').map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(`SUMMARY:${'é'.repeat(100)}`);
  });
});

/** The text a PDF draws: its content streams inflated, then the glyph strings of each TJ array (WinAnsi). */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const streams: string[] = [];
  const re = /(?<!end)stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = re.exec(source))) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    try {
      streams.push(inflateSync(raw).toString('latin1'));
    } catch {
      streams.push(raw.toString('latin1'));
    }
    re.lastIndex = end + 'endstream'.length;
  }
  const arrays = streams.join('\n').match(/\[([^\]]*)\]\s*TJ/g) ?? [];
  return arrays
    .map((a) => (a.match(/<([0-9a-fA-F]+)>/g) ?? []).map((h) => Buffer.from(h.slice(1, -1), 'hex').toString('latin1')).join(''))
    .join(' ')
    .replace(/\s+/g, ' ');
}

/** The same text through poppler, where it is installed (apt-get install poppler-utils); null otherwise. */
function popplerText(pdf: Buffer): string | null {
  if (!existsSync('/usr/bin/pdftotext')) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'journey-'));
  writeFileSync(path.join(dir, 'j.pdf'), pdf);
  return execFileSync('pdftotext', [path.join(dir, 'j.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe('journey PDF', () => {
  it('downloads a PDF with the cover and the reflections', async () => {
    const p = await createPromotion({ data: { program_name: 'Spring Renew' } });
    const user = await createUser({ promotionId: p.id, firstName: 'Robin', lastName: 'Hale' });
    await setPoints(user, 12345);
    await createUserScene(user, { completed: true });
    const cookie = await cookieFor(user);
    await callRoute(createPost, { method: 'POST', host: p.host, path: '/api/journal_posts', cookie, body: { content: 'Walked by the river and felt calm.' } });
    await callRoute(createPost, { method: 'POST', host: p.host, path: '/api/journal_posts', cookie, body: { content: 'Called an old friend today.' } });
    const res = await download(journeyPdfRoute, p.host, '/api/journey.pdf', cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="my-journey.pdf"');
    expect(res.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.body.subarray(-6).toString('latin1')).toContain('%%EOF');
    const expectations = ['My Journey', 'Robin Hale', 'Spring Renew', '12,345', 'Walked by the river and felt calm.', 'Called an old friend today.', 'Page 2 of 2'];
    for (const text of [pdfText(res.body), popplerText(res.body)]) {
      if (text === null) continue;
      for (const expected of expectations) expect(text).toContain(expected);
    }
    expect((await download(journeyPdfRoute, p.host, '/api/journey.pdf', '')).status).toBe(401);
  });

  it('renders uncompressed on request, with the reflection text readable in the content stream', async () => {
    const data = {
      participantName: 'Robin Hale', programName: 'Spring Renew', startsOn: '2026-03-01', endsOn: '2026-04-25',
      timeZone: 'America/New_York', generatedOn: '2026-03-20', points: 10, pointLabelPlural: 'Points', completedScenes: 1,
      completedDuos: 0,
      reflections: [{ day: '2026-03-03', createdAt: new Date('2026-03-03T15:00:00Z'), content: 'Gratitude list', sceneName: null, duoName: null, likeCount: 0 }],
    };
    const pdf = await renderJourneyPdf(data, { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).not.toContain('/FlateDecode');
    expect(pdfText(pdf)).toContain('Gratitude list');
  });

  it('shows only the caller’s own reflections', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const other = await createUser({ promotionId: p.id });
    await db.post.create({ data: { promotion_id: p.id, user_id: other.id, content: 'Someone else wrote this', wallable_type: 'User', wallable_id: other.id, postable_type: 'Journal' } });
    const res = await download(journeyPdfRoute, p.host, '/api/journey.pdf', await cookieFor(user));
    const text = pdfText(res.body);
    expect(popplerText(res.body) ?? text).not.toContain('Someone else');
    expect(text).not.toContain('Someone else');
    expect(text).toContain('No reflections yet');
  });
});
