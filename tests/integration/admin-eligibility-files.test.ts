// Eligibility files: upload with the column-mapping preview, Process (the job's work, run here directly), a file with
// bad rows (per-row errors as CSV), Cancel mid-way (what stays is consistent and processing again finishes it), the
// processing rules (409s), download, delete, XLSX, and another promotion's files never reached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { db } from '@/server/db';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import { processEligibilityFile } from '@/server/eligibility/process';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { GET as listFiles, POST as upload } from '@/app/api/eligibility_files/route';
import { DELETE as removeFile, GET as showFile } from '@/app/api/eligibility_files/[fileId]/route';
import { POST as processFile } from '@/app/api/eligibility_files/[fileId]/process/route';
import { GET as status, POST as setStatus } from '@/app/api/eligibility_files/[fileId]/processing_status/route';
import { GET as download } from '@/app/api/eligibility_files/[fileId]/download/route';
import { GET as errorsCsv } from '@/app/api/eligibility_files/[fileId]/errors/route';
import { GET as rejectedRows } from '@/app/api/eligibility_files/[fileId]/rejected_rows/route';

const DASHBOARD = 'dashboard.localhost:3000';
let master: string;

beforeAll(async () => {
  master = await signInCookie(await createUser({ promotionId: null, role: 'Master' }), { promotionId: null });
});
afterAll(() => stopEnqueuer());

type Handler = Parameters<typeof callRoute>[0];
const call = (handler: Handler, method: string, path: string, params: Record<string, string> = {}, body?: unknown) =>
  callRoute(handler, { method, host: DASHBOARD, path, cookie: master, params, body });

function uploadForm(name: string, content: string | Uint8Array, type = 'text/csv') {
  const form = new FormData();
  form.set('file', new File([content as BlobPart], name, { type }));
  return form;
}
const send = (promotionId: number, form: FormData) =>
  callRoute(upload, { method: 'POST', host: DASHBOARD, path: `/api/eligibility_files?promotion_id=${promotionId}`, cookie: master, form });

const MAPPING = { identifier: 'Employee ID', first_name: 'First Name', last_name: 'Last Name', email: 'Email' };

describe('eligibility files', () => {
  it('uploads with a preview, processes a file with bad rows and serves its errors as CSV', async () => {
    const p = await createPromotion();
    await db.eligibility.create({ data: { promotion_id: p.id, identifier: 'E-2', first_name: 'Old', user_id: (await createUser({ promotionId: p.id })).id } });
    const csv = [
      'Employee ID,First Name,Last Name,Email',
      'E-1,Ann,Lee,ann@example.com',
      'E-2,Bob,Ray,bob@example.com',
      ',No,Identifier,none@example.com',
      'E-4,Bad,Email,not-an-email',
      '',
      'E-5,"Smith, Jr.",Cole,',
      'E-1,Ann,Leigh,ann@example.com',
    ].join('\n');
    const res = await send(p.id, uploadForm('roster.csv', csv));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ filename: 'roster.csv', kind: 'csv', status: 'uploaded', total_rows: 6, rows_processed: 0 });
    expect(res.json.preview.columns).toEqual(['Employee ID', 'First Name', 'Last Name', 'Email']);
    expect(res.json.preview.rows[0]).toEqual(['E-1', 'Ann', 'Lee', 'ann@example.com']);
    expect(res.json.preview.mapping).toEqual(MAPPING);
    const id = String(res.json.id);
    const q = `?promotion_id=${p.id}`;

    const noIdentifier = await call(processFile, 'POST', `/api/eligibility_files/${id}/process${q}`, { fileId: id }, { mapping: { ...MAPPING, identifier: null } });
    expect(noIdentifier.status).toBe(422);
    expect(noIdentifier.json.errors).toEqual(['Choose the column that holds the identifier.']);
    const wrongColumn = await call(processFile, 'POST', `/api/eligibility_files/${id}/process${q}`, { fileId: id }, { mapping: { ...MAPPING, email: 'E-mail' } });
    expect(wrongColumn.json.errors).toEqual(['A mapped column is not in the file.']);

    const started = await call(processFile, 'POST', `/api/eligibility_files/${id}/process${q}`, { fileId: id }, { mapping: MAPPING });
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({ status: 'processing', rows_processed: 0, total_rows: 6 });
    const again = await call(processFile, 'POST', `/api/eligibility_files/${id}/process${q}`, { fileId: id }, { mapping: MAPPING });
    expect(again.status).toBe(409);
    expect(again.json.errors).toEqual(['Something went wrong']);
    const busyDelete = await call(removeFile, 'DELETE', `/api/eligibility_files/${id}${q}`, { fileId: id });
    expect(busyDelete.status).toBe(409);

    expect(await processEligibilityFile(Number(id), MAPPING)).toMatchObject({ status: 'processed', rowsProcessed: 6, errors: 2 });
    const done = await call(status, 'GET', `/api/eligibility_files/${id}/processing_status${q}`, { fileId: id });
    expect(done.json).toEqual({ id: Number(id), status: 'processed', total_rows: 6, rows_processed: 6, error_count: 2 });
    const rows = await db.eligibility.findMany({ where: { promotion_id: p.id }, orderBy: { identifier: 'asc' }, select: { identifier: true, first_name: true, last_name: true, email: true, user_id: true } });
    expect(rows.map((r) => [r.identifier, r.first_name, r.last_name, r.email])).toEqual([
      ['E-1', 'Ann', 'Leigh', 'ann@example.com'], // the later row of E-1 wins
      ['E-2', 'Bob', 'Ray', 'bob@example.com'], // updated, still registered
      ['E-5', 'Smith, Jr.', 'Cole', null],
    ]);
    expect(rows[1]!.user_id).not.toBeNull();

    const errors = await call(errorsCsv, 'GET', `/api/eligibility_files/${id}/errors${q}`, { fileId: id });
    expect(errors.status).toBe(200);
    expect(errors.headers.get('content-type')).toContain('text/csv');
    expect(errors.headers.get('content-disposition')).toContain('roster-errors.csv');
    const text = await (await download(new (await import('next/server')).NextRequest(`http://${DASHBOARD}/x`), { params: Promise.resolve({}) })).text();
    expect(text).toContain('Log In Required'); // the download needs a session (and the errors CSV too)
  });

  it('answers the errors CSV and the original file to a master', async () => {
    const p = await createPromotion();
    const csv = 'id,email\n,a@example.com\nX-1,bad\n';
    const res = await send(p.id, uploadForm('two.csv', csv));
    const id = String(res.json.id);
    const q = `?promotion_id=${p.id}`;
    expect(res.json.preview.mapping).toMatchObject({ identifier: 'id', email: 'email', first_name: null });
    await call(processFile, 'POST', `/api/eligibility_files/${id}/process${q}`, { fileId: id }, { mapping: res.json.preview.mapping });
    await processEligibilityFile(Number(id), res.json.preview.mapping);
    const headers = new Headers({ host: DASHBOARD, cookie: master });
    const { NextRequest } = await import('next/server');
    const errors = await errorsCsv(new NextRequest(`http://${DASHBOARD}/api/eligibility_files/${id}/errors${q}`, { headers }), { params: Promise.resolve({ fileId: id }) });
    expect(await errors.text()).toBe('row,error\n2,Employee ID is required.\n3,Email is not a valid email address.\n');
    const original = await download(new NextRequest(`http://${DASHBOARD}/api/eligibility_files/${id}/download${q}`, { headers }), { params: Promise.resolve({ fileId: id }) });
    expect(original.headers.get('content-disposition')).toContain('two.csv');
    expect(await original.text()).toBe(csv);
  });

  it('lists the rejected rows with their values and reasons, a page at a time, to masters only', async () => {
    const p = await createPromotion();
    const csv = ['Employee ID,First Name,Last Name,Email', 'R-1,Ann,Lee,ann@example.com', ',Nobody,Here,nobody@example.com', 'R-3,Bad,Mail,not-an-email', 'R-4,Fine,Row,'].join('\n');
    const res = await send(p.id, uploadForm('rejects.csv', csv));
    const id = String(res.json.id);
    const q = `?promotion_id=${p.id}`;
    await call(processFile, 'POST', `/api/eligibility_files/${id}/process${q}`, { fileId: id }, { mapping: MAPPING });
    await processEligibilityFile(Number(id), MAPPING);
    // The file itself says it finished with errors.
    expect((await call(listFiles, 'GET', `/api/eligibility_files${q}`)).json.data[0]).toMatchObject({ status: 'processed', error_count: 2 });

    const all = await call(rejectedRows, 'GET', `/api/eligibility_files/${id}/rejected_rows${q}`, { fileId: id });
    expect(all.status).toBe(200);
    expect(all.json.meta).toMatchObject({ total_records: 2, columns: ['Employee ID', 'First Name', 'Last Name', 'Email'] });
    expect(all.json.data).toEqual([
      { row: 3, values: ['', 'Nobody', 'Here', 'nobody@example.com'], reason: 'Employee ID is required.' },
      { row: 4, values: ['R-3', 'Bad', 'Mail', 'not-an-email'], reason: 'Email is not a valid email address.' },
    ]);
    // Paged like every list: the second page holds the second rejected row and links back.
    const second = await call(rejectedRows, 'GET', `/api/eligibility_files/${id}/rejected_rows${q}&page=2&page_size=1`, { fileId: id });
    expect(second.json.data).toEqual([{ row: 4, values: ['R-3', 'Bad', 'Mail', 'not-an-email'], reason: 'Email is not a valid email address.' }]);
    expect(second.json.meta.links).toMatchObject({ next: null, prev: expect.stringContaining('page=1') });
    expect((await call(rejectedRows, 'GET', `/api/eligibility_files/${id}/rejected_rows${q}&page_size=1000`, { fileId: id })).status).toBe(422);

    // The stored file gone (the demo's placeholders): the reasons still show, without values.
    await db.eligibilityFile.update({ where: { id: Number(id) }, data: { storage_key: 'seed-placeholder.csv' } });
    const bare = await call(rejectedRows, 'GET', `/api/eligibility_files/${id}/rejected_rows${q}`, { fileId: id });
    expect(bare.json.data.map((r: { row: number; values: string[] }) => [r.row, r.values])).toEqual([[3, []], [4, []]]);

    // Another promotion's file is a 404; the promotion's coordinator (who sees the list) may not read the rows.
    const other = await createPromotion();
    const miss = await call(rejectedRows, 'GET', `/api/eligibility_files/${id}/rejected_rows?promotion_id=${other.id}`, { fileId: id });
    expect(miss.status).toBe(404);
    const coordinator = await signInCookie(await createUser({ promotionId: p.id, role: 'Coordinator' }), { promotionId: p.id });
    const denied = await callRoute(rejectedRows, { method: 'GET', host: p.host, path: `/api/eligibility_files/${id}/rejected_rows`, cookie: coordinator, params: { fileId: id } });
    expect(denied.status).toBe(403);
  });

  it('stops at a Cancel mid-way with exactly the committed rows, and processing again finishes the file', async () => {
    const p = await createPromotion();
    const lines = ['identifier,first_name', ...Array.from({ length: 50 }, (_, i) => `C-${i + 1},Name ${i + 1}`)];
    const res = await send(p.id, uploadForm('big.csv', lines.join('\r\n')));
    const id = String(res.json.id);
    const q = `?promotion_id=${p.id}`;
    const mapping = { identifier: 'identifier', first_name: 'first_name', last_name: null, email: null };
    await call(processFile, 'POST', `/api/eligibility_files/${id}/process${q}`, { fileId: id }, { mapping });
    let batches = 0;
    const result = await processEligibilityFile(Number(id), mapping, {
      batchRows: 10,
      afterBatch: async () => {
        batches += 1;
        if (batches === 2) {
          const canceled = await call(setStatus, 'POST', `/api/eligibility_files/${id}/processing_status${q}`, { fileId: id }, { status: 'canceled' });
          expect(canceled.json).toMatchObject({ status: 'canceled', rows_processed: 20 });
        }
      },
    });
    expect(result).toMatchObject({ status: 'canceled', rowsProcessed: 20 });
    const file = await db.eligibilityFile.findUniqueOrThrow({ where: { id: Number(id) } });
    expect(file).toMatchObject({ status: 'canceled', rows_processed: 20, total_rows: 50 });
    expect(await db.eligibility.count({ where: { promotion_id: p.id } })).toBe(20);
    const notProcessing = await call(setStatus, 'POST', `/api/eligibility_files/${id}/processing_status${q}`, { fileId: id }, { status: 'canceled' });
    expect(notProcessing.status).toBe(409);

    await call(processFile, 'POST', `/api/eligibility_files/${id}/process${q}`, { fileId: id }, { mapping });
    expect(await processEligibilityFile(Number(id), mapping, { batchRows: 10 })).toMatchObject({ status: 'processed', rowsProcessed: 50 });
    expect(await db.eligibility.count({ where: { promotion_id: p.id } })).toBe(50);
    expect((await call(removeFile, 'DELETE', `/api/eligibility_files/${id}${q}`, { fileId: id })).status).toBe(204);
    expect(await db.eligibility.count({ where: { promotion_id: p.id } })).toBe(50);
  });

  it('reads XLSX through the streaming reader and refuses other files', async () => {
    const p = await createPromotion();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Roster');
    sheet.addRow(['Member ID', 'Email']);
    sheet.addRow(['X-1', 'x1@example.com']);
    sheet.addRow([1002, { text: 'x2@example.com', hyperlink: 'mailto:x2@example.com' }]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const res = await send(p.id, uploadForm('roster.xlsx', bytes, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ kind: 'xlsx', total_rows: 2, preview: { columns: ['Member ID', 'Email'], mapping: { identifier: 'Member ID', email: 'Email' } } });
    const id = String(res.json.id);
    await call(processFile, 'POST', `/api/eligibility_files/${id}/process?promotion_id=${p.id}`, { fileId: id }, { mapping: res.json.preview.mapping });
    await processEligibilityFile(Number(id), res.json.preview.mapping);
    const rows = await db.eligibility.findMany({ where: { promotion_id: p.id }, orderBy: { identifier: 'asc' }, select: { identifier: true, email: true } });
    expect(rows).toEqual([{ identifier: '1002', email: 'x2@example.com' }, { identifier: 'X-1', email: 'x1@example.com' }]);

    const pdf = await send(p.id, uploadForm('roster.pdf', 'x'));
    expect(pdf.status).toBe(422);
    expect(pdf.json.errors).toEqual(['Upload a CSV or XLSX file.']);
    const empty = await send(p.id, uploadForm('empty.csv', 'identifier\n'));
    expect(empty.json.errors).toEqual(['The file has no rows below its header.']);
    const json = await call(upload, 'POST', `/api/eligibility_files?promotion_id=${p.id}`, {}, {});
    expect(json.status).toBe(415);
  });

  it('shows coordinators the list only and never another promotion\'s file', async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    const theirs = await send(b.id, uploadForm('theirs.csv', 'identifier\nT-1\n'));
    const id = String(theirs.json.id);
    const q = `?promotion_id=${a.id}`;
    for (const [handler, method, path, body] of [
      [showFile, 'GET', ''], [removeFile, 'DELETE', ''], [status, 'GET', '/processing_status'], [processFile, 'POST', '/process', { mapping: { identifier: 'identifier' } }],
    ] as const) {
      const res = await call(handler, method, `/api/eligibility_files/${id}${path}${q}`, { fileId: id }, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.json.errors).toEqual(['Eligibility file could not be found.']);
    }
    expect((await call(listFiles, 'GET', `/api/eligibility_files${q}`)).json.data).toEqual([]);
    expect((await db.eligibilityFile.findUniqueOrThrow({ where: { id: Number(id) } })).status).toBe('uploaded');

    const coordinator = await signInCookie(await createUser({ promotionId: b.id, role: 'Coordinator' }), { promotionId: b.id });
    const asCoordinator = (handler: Handler, method: string, path: string, params: Record<string, string> = {}, body?: unknown) =>
      callRoute(handler, { method, host: b.host, path, cookie: coordinator, params, body });
    const listed = await asCoordinator(listFiles, 'GET', '/api/eligibility_files');
    expect(listed.json.data.map((f: { filename: string }) => f.filename)).toEqual(['theirs.csv']);
    expect((await asCoordinator(showFile, 'GET', `/api/eligibility_files/${id}`, { fileId: id })).status).toBe(403);
    expect((await asCoordinator(download, 'GET', `/api/eligibility_files/${id}/download`, { fileId: id })).status).toBe(403);
    expect((await asCoordinator(removeFile, 'DELETE', `/api/eligibility_files/${id}`, { fileId: id })).status).toBe(403);
  });
});
