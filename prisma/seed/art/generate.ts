// Generates the demo art under public/demo/ (run: npx tsx prisma/seed/art/generate.ts). Deterministic: re-running
// rewrites identical files. The seed only stores /demo/... URLs; tests/integration/seed.test.ts checks every one
// of them exists here.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SCENE_TYPES, tileUrl } from '../data/scene-types.ts';
import { PEOPLE, avatarUrl } from '../data/people.ts';
import { DEMO_ACCOUNTS } from '../accounts.ts';
import { ACTIVITY_SEEDS, activityImage } from '../activities.ts';
import { TIP_CONTENT } from '../data/content-tips.ts';
import { RECIPE_SEEDS, ACME_RECIPE, recipeImage } from '../recipes.ts';
import { DUO_TEMPLATES, duoImage } from '../duos.ts';
import { BADGES, badgeImage } from '../badges.ts';
import { gridTiles, layeredTiles, scenePicture } from './scenes.ts';
import { avatar, defaultAvatar, badge, activityArt, tipArt, recipeArt, duoArt, welcomeArt, mobileArt, workArt, notesArt } from './illustrations.ts';

const PUBLIC = path.resolve(import.meta.dirname, '../../../public');
let written = 0;
function write(url: string, content: string) {
  const file = path.join(PUBLIC, url);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  written += 1;
}

for (const type of SCENE_TYPES) {
  gridTiles(type).forEach((tile, i) => write(tileUrl(type, 1, i + 1), tile));
  layeredTiles(type).forEach((tile, i) => write(tileUrl(type, 2, i + 1), tile));
  write(`/demo/scenes/${type}/preview.svg`, scenePicture(type, 770, 630));
}
for (const person of [...PEOPLE, ...DEMO_ACCOUNTS]) write(avatarUrl(person), avatar(person.first, person.last));
write('/demo/avatars/default.svg', defaultAvatar());
for (const category of new Set(BADGES.map((b) => b.category))) write(badgeImage(category), badge(category));
for (const a of ACTIVITY_SEEDS) write(activityImage(a), activityArt(a.category, a.week));
TIP_CONTENT.forEach((tip, i) => write(tip.image1!, tipArt(i)));
for (const r of [...RECIPE_SEEDS, ACME_RECIPE]) write(recipeImage(r.title), recipeArt(r.title));
for (const t of DUO_TEMPLATES) for (const n of [1, 2, 3]) write(duoImage(t.name, n), duoArt(t.name, n));
for (const n of [1, 2, 3]) write(`/demo/welcome/slide-${n}.svg`, welcomeArt(n));
write('/demo/welcome/mobile.svg', mobileArt());
for (const n of [1, 2, 3, 4, 5, 6]) write(`/demo/works/work-${n}.svg`, workArt(n));
// Wall photos: a river walk, a finished scene, autumn leaves, a plate of oats, the thank-you wall, a sunrise.
write('/demo/wall/photo-1.svg', scenePicture('pebbles', 800, 600));
write('/demo/wall/photo-2.svg', scenePicture('waves', 800, 600));
write('/demo/wall/photo-3.svg', scenePicture('leaves', 800, 600));
write('/demo/wall/photo-4.svg', recipeArt('Overnight Oats with Berries'));
write('/demo/wall/photo-5.svg', notesArt());
write('/demo/wall/photo-6.svg', scenePicture('trees', 800, 600));

console.log(`Wrote ${written} files under public/demo/.`);
