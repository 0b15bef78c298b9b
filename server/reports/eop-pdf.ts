// The end-of-program report as a PDF (GET /promotions/{id}/eop?format=pdf): the totals, then bar charts of activities
// by category and registrations by week, then the locations table. pdfkit's built-in fonts only; suppressed counts
// ("< 5") are written as text and drawn as no bar.
import 'server-only';
import PDFDocument from 'pdfkit';
import type { EopCount, EopReport } from '@/lib/reports/types';
import { floorShownIn } from '@/lib/privacy/types';
import { toWinAnsi } from '@/server/journal/pdf';

const MARGIN = 54;
const INK = '#1f2937';
const MUTED = '#4b5563';
// The 12-colour chart palette of the dashboard (administration.md §9).
const PALETTE = ['#0f766e', '#2563eb', '#d97706', '#7c3aed', '#dc2626', '#059669', '#db2777', '#4f46e5', '#ca8a04', '#0891b2', '#9333ea', '#65a30d'];

const text = (v: EopCount) => (typeof v === 'number' ? v.toLocaleString('en-US') : v);

function barChart(doc: PDFKit.PDFDocument, title: string, bars: { label: string; value: EopCount }[]) {
  const width = doc.page.width - MARGIN * 2;
  if (doc.y > doc.page.height - 200) doc.addPage();
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(INK).text(toWinAnsi(title));
  doc.moveDown(0.3);
  if (bars.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text('Nothing recorded yet.');
    return;
  }
  const max = Math.max(1, ...bars.map((b) => (typeof b.value === 'number' ? b.value : 0)));
  const labelWidth = 150;
  const barArea = width - labelWidth - 60;
  for (const [i, bar] of bars.slice(0, 24).entries()) {
    if (doc.y > doc.page.height - MARGIN - 20) doc.addPage();
    const y = doc.y;
    doc.font('Helvetica').fontSize(9).fillColor(INK).text(toWinAnsi(bar.label), MARGIN, y, { width: labelWidth - 8, lineBreak: false, ellipsis: true });
    const w = typeof bar.value === 'number' ? Math.max(1, (bar.value / max) * barArea) : 0;
    if (w > 0) doc.rect(MARGIN + labelWidth, y, w, 10).fill(PALETTE[i % PALETTE.length]!);
    doc.fillColor(INK).text(text(bar.value), MARGIN + labelWidth + w + 6, y, { lineBreak: false });
    doc.x = MARGIN;
    doc.y = y + 15;
  }
}

export function renderEopPdf(r: EopReport, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, compress: options.compress ?? true, info: { Title: toWinAnsi(`End of program report - ${r.promotion.name}`) } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(toWinAnsi(`${r.promotion.name}: end of program report`));
  doc.font('Helvetica').fontSize(10).fillColor(MUTED)
    .text(toWinAnsi(`${r.promotion.starts_on ?? ''} to ${r.promotion.ends_on ?? ''}${r.location ? ` - ${r.location.name}` : ''} - generated ${r.generated_at.slice(0, 10)}`));
  doc.moveDown(0.8);
  const t = r.totals;
  const rows: [string, EopCount][] = [
    ['Participants', t.participants], ['Active participants', t.active_participants], ['Activities logged', t.activities_logged],
    ['Scenes completed', t.scenes_completed], ['Duos completed', t.duos_completed], ['Evaluations completed', t.evaluations_completed], ['Average points', t.average_points],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(11).fillColor(INK).text(label, MARGIN, y, { lineBreak: false });
    doc.font('Helvetica-Bold').text(text(value), MARGIN + 220, y);
  }
  barChart(doc, 'Activities by category', r.by_category.map((c) => ({ label: c.category, value: c.count })));
  barChart(doc, 'Registrations by week', r.registrations_by_week.map((w) => ({ label: `Week of ${w.week}`, value: w.count })));
  barChart(doc, 'Participants by location', r.by_location.map((l) => ({ label: l.location, value: l.participants })));
  const floor = r.suppressed > 0 ? floorShownIn(r) : null;
  if (floor !== null) doc.moveDown().font('Helvetica').fontSize(9).fillColor(MUTED).text(`Counts describing fewer than ${floor} people are shown as "< ${floor}".`, MARGIN);
  doc.end();
  return done;
}
