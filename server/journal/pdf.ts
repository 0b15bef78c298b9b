// GET /journey.pdf: the participant's journey as a printable document (My Journey's PDF
// download). A cover (name, program, dates, points, completed scenes), then the participant's scenes as pictures (two
// to a row, each with its name and how far it got), then the reflections grouped by day, with a footer and page
// numbers on every page after the cover. Only pdfkit's built-in fonts and the scene PNGs handed in: nothing remote is
// embedded. Written in the reader's language (`locale`; the `pdf` catalog, dates and numbers from lib/i18n/format.ts).
import PDFDocument from 'pdfkit';
import { daysBetween } from '@/lib/promotion-dates';
import { createFormat, type Format } from '@/lib/i18n/format';
import { DEFAULT_LOCALE, type AnyLocale } from '@/lib/i18n/locales';
import { translatorFor } from '@/server/i18n/translator';

export interface JourneyPdfReflection {
  day: string; // YYYY-MM-DD in the promotion's time zone
  createdAt: Date;
  content: string;
  sceneName: string | null;
  duoName: string | null;
  likeCount: number;
}

/** A scene as My Journey's thumbnails show it: its picture (a PNG from scene-art.ts; null if it could not be drawn). */
export interface JourneyPdfScene {
  name: string;
  status: 'in_progress' | 'completed' | 'ended';
  loggedCount: number;
  tileCount: number;
  image: Buffer | null;
}

export interface JourneyPdfData {
  participantName: string;
  programName: string;
  startsOn: string;
  endsOn: string;
  timeZone: string;
  generatedOn: string;
  points: number;
  pointLabelPlural: string;
  completedScenes: number;
  completedDuos: number;
  /** In the order they were given; none (or absent) leaves the section out. */
  scenes?: JourneyPdfScene[];
  reflections: JourneyPdfReflection[];
  /** The reader's language (absent: English); `pointLabelPlural` is already the reader's word for points. */
  locale?: AnyLocale;
}

export interface RenderOptions {
  /** Tests read the text of an uncompressed document; downloads are compressed. */
  compress?: boolean;
}

const COLOR = { ink: '#1f2937', muted: '#6b7280', accent: '#0f766e', accentSoft: '#e6f4f1', rule: '#d1d5db', white: '#ffffff' };
const MARGIN = 64;
const FOOTER_GAP = 28;
const SCENE_COLUMNS = 2;
const SCENE_GAP = 16;
/** Pixels across a scene picture: twice its width on the page (about 234 pt), sharp in print and on screen. */
export const SCENE_ART_PX = 468;

// The built-in fonts speak WinAnsi only: keep what it can draw, drop emoji, fold accents it lacks, '?' for the rest.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function toWinAnsi(text: string): string {
  let out = '';
  let dropped = false;
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if (ch === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else if (ch === '\t') out += '    ';
    else if (/\p{Extended_Pictographic}|\p{M}|\u200d|[\ufe00-\ufe0f]/u.test(ch)) dropped = true;
    else {
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out += /^[\x20-\x7e]+$/.test(base) ? base : '?';
    }
  }
  out = out.replace(/\r\n?/g, '\n');
  // "coffee 😀 after" would keep two spaces where the emoji was.
  return dropped ? out.replace(/ {2,}/g, ' ') : out;
}

type JourneyTranslator = ReturnType<typeof translatorFor<'pdf.journey'>>;

/** The document's words and formats in its reader's language; every text drawn goes through WinAnsi. */
interface Writer {
  t: (...args: Parameters<JourneyTranslator>) => string;
  format: Format;
}

function writerFor(data: JourneyPdfData): Writer {
  const t = translatorFor(data.locale ?? DEFAULT_LOCALE, 'pdf.journey');
  return { t: (...args) => toWinAnsi(t(...args)), format: createFormat(data.locale ?? DEFAULT_LOCALE, data.timeZone) };
}

// Separators from 10000 up, in every language (as Spanish writes numbers anyway).
const formatNumber = (format: Format, n: number) => format.number(n, Math.abs(n) >= 10_000 ? undefined : { useGrouping: false });

function drawCover(doc: PDFKit.PDFDocument, data: JourneyPdfData, { t, format }: Writer): void {
  const width = doc.page.width;
  const inner = width - MARGIN * 2;
  const day = (value: string) => toWinAnsi(format.day(value, 'long'));
  doc.rect(0, 0, width, 260).fill(COLOR.accent);
  doc.fillColor(COLOR.white).font('Helvetica').fontSize(12).text(toWinAnsi(data.programName).toUpperCase(), MARGIN, 84, { width: inner, characterSpacing: 1.5 });
  doc.font('Helvetica-Bold').fontSize(44).text(t('title'), MARGIN, 112, { width: inner });
  doc.font('Helvetica').fontSize(14).text(t('dateRange', { start: day(data.startsOn), end: day(data.endsOn) }), MARGIN, 176, { width: inner });

  doc.fillColor(COLOR.ink).font('Helvetica-Bold').fontSize(26).text(toWinAnsi(data.participantName), MARGIN, 310, { width: inner });
  doc.fillColor(COLOR.muted).font('Helvetica').fontSize(12)
    .text(t('reflectionsWritten', { count: data.reflections.length }), MARGIN, 346, { width: inner });

  const stats: Array<[string, string]> = [
    [formatNumber(format, data.points), toWinAnsi(data.pointLabelPlural)],
    [formatNumber(format, data.completedScenes), t('completedScenes', { count: data.completedScenes })],
    [formatNumber(format, data.completedDuos), t('completedDuos', { count: data.completedDuos })],
  ];
  const gap = 16;
  const boxWidth = (inner - gap * (stats.length - 1)) / stats.length;
  const top = 410;
  stats.forEach(([value, label], i) => {
    const x = MARGIN + i * (boxWidth + gap);
    doc.roundedRect(x, top, boxWidth, 96, 8).fill(COLOR.accentSoft);
    doc.fillColor(COLOR.accent).font('Helvetica-Bold').fontSize(30).text(value, x, top + 20, { width: boxWidth, align: 'center' });
    doc.fillColor(COLOR.ink).font('Helvetica').fontSize(11).text(label, x, top + 62, { width: boxWidth, align: 'center' });
  });

  doc.fillColor(COLOR.muted).font('Helvetica').fontSize(10)
    .text(t('downloadedOn', { date: day(data.generatedOn) }), MARGIN, doc.page.height - MARGIN - 12, { width: inner, align: 'center', lineBreak: false });
}

/** Room left above the footer on the current page. */
const roomLeft = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom - doc.y;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's pixel size from its IHDR chunk (right after the signature), or null for anything else. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  return width > 0 && height > 0 ? { width, height } : null;
}

/**
 * "My scenes": the pictures two to a row, each captioned with its name and progress; a row that does not fit starts
 * a new page. The reflections follow on the same page when there is room.
 */
function drawScenes(doc: PDFKit.PDFDocument, scenes: JourneyPdfScene[], { t }: Writer): void {
  const inner = doc.page.width - MARGIN * 2;
  const colWidth = (inner - SCENE_GAP * (SCENE_COLUMNS - 1)) / SCENE_COLUMNS;
  doc.fillColor(COLOR.ink).font('Helvetica-Bold').fontSize(22).text(t('scenesHeading'), MARGIN, doc.y, { width: inner });
  doc.moveDown(0.6);
  const captionHeight = 34;
  for (let start = 0; start < scenes.length; start += SCENE_COLUMNS) {
    const row = scenes.slice(start, start + SCENE_COLUMNS).map((scene) => {
      const size = scene.image ? pngSize(scene.image) : null;
      const image = size ? scene.image : null;
      const height = size ? (colWidth * size.height) / size.width : colWidth * 0.4;
      return { scene, image, height };
    });
    const rowHeight = Math.max(...row.map((r) => r.height)) + captionHeight;
    if (roomLeft(doc) < rowHeight) doc.addPage();
    const top = doc.y;
    row.forEach(({ scene, image, height }, i) => {
      const x = MARGIN + i * (colWidth + SCENE_GAP);
      if (image) doc.image(image, x, top, { width: colWidth, height });
      else doc.roundedRect(x, top, colWidth, height, 6).fill(COLOR.accentSoft);
      doc.fillColor(COLOR.ink).font('Helvetica-Bold').fontSize(11).text(toWinAnsi(scene.name), x, top + height + 6, { width: colWidth, lineBreak: false, ellipsis: true });
      doc.fillColor(COLOR.muted).font('Helvetica').fontSize(9)
        .text(`${t('sceneStatus', { status: scene.status })}  \u2022  ${t('sceneTiles', { logged: scene.loggedCount, total: scene.tileCount })}`, x, top + height + 20, { width: colWidth, lineBreak: false });
    });
    doc.x = MARGIN;
    doc.y = top + rowHeight + 8;
  }
  doc.moveDown(1);
}

function drawReflections(doc: PDFKit.PDFDocument, data: JourneyPdfData, writer: Writer): void {
  const { t, format } = writer;
  doc.addPage();
  const inner = doc.page.width - MARGIN * 2;
  doc.y = MARGIN;
  if (data.scenes?.length) drawScenes(doc, data.scenes, writer);
  // Keep the heading with at least a line of what follows it.
  if (roomLeft(doc) < 90) doc.addPage();
  doc.fillColor(COLOR.ink).font('Helvetica-Bold').fontSize(22).text(t('reflectionsHeading'), MARGIN, doc.y, { width: inner });
  doc.moveDown(0.8);

  if (data.reflections.length === 0) {
    doc.fillColor(COLOR.muted).font('Helvetica').fontSize(12)
      .text(t('noReflections'), { width: inner });
    return;
  }

  let currentDay = '';
  for (const r of data.reflections) {
    const body = toWinAnsi(r.content);
    doc.font('Helvetica').fontSize(11.5);
    const bodyHeight = doc.heightOfString(body, { width: inner, lineGap: 3 });
    if (r.day !== currentDay) {
      // Keep a day's heading with (the start of) its first reflection.
      if (roomLeft(doc) < 70 + Math.min(bodyHeight, 60)) doc.addPage();
      currentDay = r.day;
      const week = Math.max(1, Math.floor(daysBetween(data.startsOn, r.day) / 7) + 1);
      const y = doc.y + 6;
      doc.fillColor(COLOR.accent).font('Helvetica-Bold').fontSize(14).text(toWinAnsi(format.day(r.day, 'full')), MARGIN, y, { width: inner * 0.75, lineBreak: false });
      doc.fillColor(COLOR.muted).font('Helvetica').fontSize(10).text(t('week', { week: String(week) }), MARGIN, y + 3, { width: inner, align: 'right', lineBreak: false });
      doc.y = y + 22;
      doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + inner, doc.y).lineWidth(0.75).strokeColor(COLOR.rule).stroke();
      doc.y += 10;
    } else if (roomLeft(doc) < 40) {
      doc.addPage();
    }

    const meta = [toWinAnsi(format.time(r.createdAt))];
    if (r.sceneName) meta.push(t('scene', { name: r.sceneName }));
    if (r.duoName) meta.push(t('duo', { name: r.duoName }));
    if (r.likeCount > 0) meta.push(t('likes', { count: r.likeCount }));
    doc.fillColor(COLOR.muted).font('Helvetica').fontSize(9).text(meta.join('  \u2022  '), MARGIN, doc.y, { width: inner });
    doc.moveDown(0.3);
    doc.fillColor(COLOR.ink).font('Helvetica').fontSize(11.5).text(body, MARGIN, doc.y, { width: inner, lineGap: 3 });
    doc.moveDown(1.1);
  }
}

function drawFooters(doc: PDFKit.PDFDocument, data: JourneyPdfData, { t }: Writer): void {
  const range = doc.bufferedPageRange();
  const total = range.count;
  for (let i = range.start + 1; i < range.start + total; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would make pdfkit start a new page; lift the margin while drawing.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const inner = doc.page.width - MARGIN * 2;
    const y = doc.page.height - MARGIN + FOOTER_GAP - 14;
    doc.moveTo(MARGIN, y - 8).lineTo(MARGIN + inner, y - 8).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
    doc.fillColor(COLOR.muted).font('Helvetica').fontSize(9)
      .text(t('footer', { program: data.programName, name: data.participantName }), MARGIN, y, { width: inner * 0.75, lineBreak: false });
    doc.text(t('pageOf', { page: String(i + 1), total: String(total) }), MARGIN, y, { width: inner, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

export function renderJourneyPdf(data: JourneyPdfData, options: RenderOptions = {}): Promise<Buffer> {
  const writer = writerFor(data);
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    compress: options.compress ?? true,
    // The catalog's /Lang: screen readers and search read the document in its language.
    lang: data.locale ?? DEFAULT_LOCALE,
    info: { Title: writer.t('documentTitle', { name: data.participantName }), Author: toWinAnsi(data.programName), Subject: writer.t('documentSubject') },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawCover(doc, data, writer);
  drawReflections(doc, data, writer);
  drawFooters(doc, data, writer);
  doc.end();
  return done;
}
