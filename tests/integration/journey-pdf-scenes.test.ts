// The journey PDF shows the participant's scenes as pictures (issue 31): each scene drawn as My Journey's thumbnails
// draw it (the logged tiles painted, the others muted), embedded as images with its name and progress. Tiles are read
// only from the app's own public files and file storage, never from another host or outside public/.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { createPromotion, createUser } from '../helpers/factories';
import { cookieFor } from '../helpers/journey-factories';
import { GET as journeyPdfRoute } from '@/app/api/journey.pdf/route';
import { renderJourneyPdf } from '@/server/journal/pdf';
import { renderSceneArt, tileBytes } from '@/server/journal/scene-art';
import { db } from '@/server/db';

const leaves = (version: 1 | 2, count: number) => Array.from({ length: count }, (_, i) => `/demo/scenes/leaves/v${version}/tile-${i + 1}.svg`);

async function sceneWithTiles(user: { id: number; promotion_id: number | null }, o: { name: string; layout: 1 | 2; urls: string[]; logged: number[]; state?: string }) {
  const scene = await db.scene.create({ data: { name: o.name, scene_type: 'leaves', layout_version: o.layout, tile_urls: o.urls } });
  const count = await db.userScene.count({ where: { user_id: user.id } });
  const us = await db.userScene.create({
    data: { promotion_id: user.promotion_id!, user_id: user.id, scene_id: scene.id, sequence: count + 1, current_state: o.state ?? 'loggable', completed_at: o.state === 'completed' ? new Date() : null },
  });
  const activity = await db.activity.create({ data: { promotion_id: user.promotion_id!, category: 'create_calm', name: 'Breathe' } });
  for (const tile of o.logged) {
    await db.userActivity.create({
      data: { promotion_id: user.promotion_id!, user_id: user.id, activity_id: activity.id, user_scene_id: us.id, tile_number: tile, recorded_on: new Date(), date_answered: new Date(), points: 10 },
    });
  }
  return us;
}

/** How many images a PDF embeds: poppler's pdfimages where installed, else its image XObjects counted. */
function imageCount(pdf: Buffer): number {
  if (existsSync('/usr/bin/pdfimages')) {
    const dir = mkdtempSync(path.join(tmpdir(), 'journey-art-'));
    writeFileSync(path.join(dir, 'j.pdf'), pdf);
    const lines = execFileSync('pdfimages', ['-list', path.join(dir, 'j.pdf')], { encoding: 'utf8' }).trim().split('\n');
    // A header and a rule first; then one row per image, its third column the type (an smask row is not a picture).
    return lines.slice(2).filter((l) => l.trim().split(/\s+/)[2] === 'image').length;
  }
  return (pdf.toString('latin1').match(/\/Subtype\s*\/Image/g) ?? []).length;
}

async function pixel(png: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

const MUTED: [number, number, number] = [0xee, 0xf1, 0xf0];

describe('scene art', () => {
  it('paints the logged tiles of a grid and leaves the others muted, as the thumbnails do', async () => {
    const png = (await renderSceneArt({ layoutVersion: 1, tileUrls: leaves(1, 10), tileCount: 10, filledTiles: [0, 6] }, 500))!;
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(500);
    // 5 × 2 cells of about 98 px: the centres of cells 0 and 6 are painted, cell 1's is the muted block.
    const cell = 100;
    expect(await pixel(png, cell / 2, cell / 2)).not.toEqual(MUTED);
    expect(await pixel(png, cell + cell / 2, cell / 2)).toEqual(MUTED);
    expect(await pixel(png, cell + cell / 2, cell + cell / 2)).not.toEqual(MUTED);
  });

  it('stacks the logged layers of a layered scene on its 770 × 630 canvas', async () => {
    const empty = (await renderSceneArt({ layoutVersion: 2, tileUrls: leaves(2, 5), tileCount: 5, filledTiles: [] }, 385))!;
    const painted = (await renderSceneArt({ layoutVersion: 2, tileUrls: leaves(2, 5), tileCount: 5, filledTiles: [0, 1, 2, 3, 4] }, 385))!;
    expect(await sharp(painted).metadata()).toMatchObject({ width: 385, height: 315 });
    // Inside the first background part (canvas 150, 150): muted while empty, painted once its layer is logged.
    expect(await pixel(empty, 75, 75)).toEqual(MUTED);
    expect(await pixel(painted, 75, 75)).not.toEqual(MUTED);
  });

  it('reads tiles only from the app’s public files and its own storage', async () => {
    expect(await tileBytes('/demo/scenes/leaves/v1/tile-1.svg')).toBeInstanceOf(Buffer);
    expect(await tileBytes('/../package.json')).toBeNull();
    expect(await tileBytes('/%2e%2e/package.json')).toBeNull();
    expect(await tileBytes('https://example.com/tile.png')).toBeNull();
    expect(await tileBytes('//example.com/tile.png')).toBeNull();
    expect(await tileBytes('/api/files/not-a-key')).toBeNull();
    expect(await tileBytes('/missing.png')).toBeNull();
  });
});

describe('journey PDF scenes', () => {
  it('embeds each scene as a picture with its name and progress, before the reflections', async () => {
    const p = await createPromotion({ data: { program_name: 'Spring Renew' } });
    const user = await createUser({ promotionId: p.id, firstName: 'Robin', lastName: 'Hale' });
    await sceneWithTiles(user, { name: 'Falling Leaves', layout: 1, urls: leaves(1, 10), logged: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], state: 'completed' });
    await sceneWithTiles(user, { name: 'Autumn Canopy', layout: 2, urls: leaves(2, 5), logged: [0, 2] });
    // A scene whose art is elsewhere still gets its picture (muted), and the PDF is still made.
    await sceneWithTiles(user, { name: 'Remote Art', layout: 1, urls: ['https://example.com/a.png', '/nope.png'], logged: [0], state: 'eop' });
    const cookie = await cookieFor(user);
    const res = await journeyPdfRoute(new NextRequest(`http://${p.host}/api/journey.pdf`, { headers: new Headers({ host: p.host, cookie }) }), { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(imageCount(pdf)).toBe(3);
    if (existsSync('/usr/bin/pdftotext')) {
      const dir = mkdtempSync(path.join(tmpdir(), 'journey-text-'));
      writeFileSync(path.join(dir, 'j.pdf'), pdf);
      const text = execFileSync('pdftotext', [path.join(dir, 'j.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      for (const expected of ['My scenes', 'Falling Leaves', 'Completed • 10 of 10 tiles', 'Autumn Canopy', 'In progress • 2 of 5 tiles', 'Remote Art', 'Ended • 1 of 2 tiles', 'Reflections']) {
        expect(text).toContain(expected);
      }
      expect(text.indexOf('My scenes')).toBeLessThan(text.indexOf('Reflections'));
    }
  });

  it('leaves the section out for a participant without scenes (no image, same pages as before)', async () => {
    const pdf = await renderJourneyPdf({
      participantName: 'Robin Hale', programName: 'Spring Renew', startsOn: '2026-03-01', endsOn: '2026-04-25', timeZone: 'UTC',
      generatedOn: '2026-03-10', points: 0, pointLabelPlural: 'points', completedScenes: 0, completedDuos: 0, scenes: [], reflections: [],
    }, { compress: false });
    expect(imageCount(pdf)).toBe(0);
    expect(pdf.toString('latin1')).toMatch(/\/Count 2\b/); // the cover and the reflections, as before
  });
});
