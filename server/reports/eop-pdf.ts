// The end-of-program report as a PDF (GET /promotions/{id}/eop?format=pdf): the totals, then bar charts of activities
// by category and registrations by week, then the locations table. pdfkit's built-in fonts only; suppressed counts
// ("< 5") are written as text and drawn as no bar. In the reader's language (the `pdf` catalog, numbers from
// lib/i18n/format.ts); dates stay ISO (2026-03-01), which reads the same in every language.
import 'server-only';
import PDFDocument from 'pdfkit';
import type { EopCount, EopReport } from '@/lib/reports/types';
import { floorShownIn } from '@/lib/privacy/types';
import { createFormat } from '@/lib/i18n/format';
import { DEFAULT_LOCALE, type AnyLocale } from '@/lib/i18n/locales';
import { toWinAnsi } from '@/server/journal/pdf';
import { translatorFor } from '@/server/i18n/translator';
import { labelsFor, type PromotionLabelColumns } from '@/server/i18n/promotion-labels';

const MARGIN = 54;
const INK = '#1f2937';
const MUTED = '#4b5563';
// The 12-colour chart palette of the dashboard (administration.md §9).
const PALETTE = ['#0f766e', '#2563eb', '#d97706', '#7c3aed', '#dc2626', '#059669', '#db2777', '#4f46e5', '#ca8a04', '#0891b2', '#9333ea', '#65a30d'];

type Count = (v: EopCount) => string;

function barChart(doc: PDFKit.PDFDocument, text: Count, empty: string, title: string, bars: { label: string; value: EopCount }[]) {
  const width = doc.page.width - MARGIN * 2;
  if (doc.y > doc.page.height - 200) doc.addPage();
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(INK).text(toWinAnsi(title));
  doc.moveDown(0.3);
  if (bars.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(empty);
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

export interface EopPdfOptions {
  compress?: boolean;
  /** The reader's language (absent: English). */
  locale?: AnyLocale;
  /** The promotion's labels, for "Average points". */
  labels?: PromotionLabelColumns;
}

export function renderEopPdf(r: EopReport, options: EopPdfOptions = {}): Promise<Buffer> {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const translate = translatorFor(locale, 'pdf.eop');
  const t = (...args: Parameters<typeof translate>) => toWinAnsi(translate(...args));
  const format = createFormat(locale);
  const text: Count = (v) => (typeof v === 'number' ? format.number(v) : v);
  const doc = new PDFDocument({
    size: 'LETTER', margin: MARGIN, compress: options.compress ?? true, lang: locale, info: { Title: t('documentTitle', { promotion: r.promotion.name }) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(t('heading', { promotion: r.promotion.name }));
  const period = { start: r.promotion.starts_on ?? '', end: r.promotion.ends_on ?? '', generated: r.generated_at.slice(0, 10) };
  doc.font('Helvetica').fontSize(10).fillColor(MUTED)
    .text(r.location ? t('periodAtLocation', { ...period, location: r.location.name }) : t('period', period));
  doc.moveDown(0.8);
  const totals = r.totals;
  const rows: [string, EopCount][] = [
    [t('participants'), totals.participants], [t('activeParticipants'), totals.active_participants], [t('activitiesLogged'), totals.activities_logged],
    [t('scenesCompleted'), totals.scenes_completed], [t('duosCompleted'), totals.duos_completed], [t('evaluationsCompleted'), totals.evaluations_completed],
    [t('averagePoints', { points: labelsFor(locale, options.labels ?? {}).lower.points }), totals.average_points],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(11).fillColor(INK).text(label, MARGIN, y, { lineBreak: false });
    doc.font('Helvetica-Bold').text(text(value), MARGIN + 220, y);
  }
  const empty = t('nothingYet');
  barChart(doc, text, empty, t('byCategory'), r.by_category.map((c) => ({ label: c.category, value: c.count })));
  barChart(doc, text, empty, t('byWeek'), r.registrations_by_week.map((w) => ({ label: translate('weekOf', { week: w.week }), value: w.count })));
  barChart(doc, text, empty, t('byLocation'), r.by_location.map((l) => ({ label: l.location, value: l.participants })));
  const floor = r.suppressed > 0 ? floorShownIn(r) : null;
  if (floor !== null) doc.moveDown().font('Helvetica').fontSize(9).fillColor(MUTED).text(t('suppressed', { floor: String(floor) }), MARGIN);
  doc.end();
  return done;
}
