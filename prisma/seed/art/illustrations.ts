// Avatars, badges and the small illustrations of activities, tips, recipes, duos, welcome slides and works.
import { random } from '../lib/random.ts';
import { svg, linear, f, LEAF, PALETTE, colorOf, escapeXml } from './svg.ts';

export function avatar(first: string, last: string): string {
  const initials = `${first[0] ?? ''}${last[0] ?? ''}`.toUpperCase();
  const c = colorOf(`${first} ${last}`);
  return svg(200, 200, `<defs>${linear('bg', [c, shade(c, -0.25)])}</defs><circle cx="100" cy="100" r="100" fill="url(#bg)"/>` +
    `<text x="100" y="100" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="78" font-weight="600" fill="#fff">${escapeXml(initials)}</text>`);
}

export const defaultAvatar = () =>
  svg(200, 200, '<circle cx="100" cy="100" r="100" fill="#d9dee4"/><circle cx="100" cy="80" r="36" fill="#aab3bd"/><path d="M36,170 a64,52 0 0 1 128,0 Z" fill="#aab3bd"/>');

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(v + (amount < 0 ? v * amount : (255 - v) * amount))));
  return `#${[n >> 16, (n >> 8) & 255, n & 255].map((v) => ch(v).toString(16).padStart(2, '0')).join('')}`;
}

const ICONS: Record<string, string> = {
  activities_logged: '<path d="M-22,2 l14,14 l30,-32" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>',
  evaluation: '<rect x="-20" y="-26" width="40" height="52" rx="6" fill="#fff"/><path d="M-11,-8 h22 M-11,4 h22 M-11,16 h14" stroke="#999" stroke-width="4"/>',
  wall_posts_created: '<path d="M-26,-20 h52 v32 h-30 l-14,12 v-12 h-8 Z" fill="#fff"/>',
  wall_posts_tags: '<path d="M-24,-24 h22 l26,26 l-22,22 l-26,-26 Z" fill="#fff"/><circle cx="-12" cy="-12" r="5" fill="#999"/>',
  recipes_rated: '<path d="M-14,-26 v22 M-20,-26 v14 a6,6 0 0 0 12,0 v-14 M-14,-4 v30 M14,26 v-52 c10,6 10,26 0,30" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>',
  tips_shared: '<circle cx="-18" cy="0" r="8" fill="#fff"/><circle cx="18" cy="-18" r="8" fill="#fff"/><circle cx="18" cy="18" r="8" fill="#fff"/><path d="M-18,0 L18,-18 M-18,0 L18,18" stroke="#fff" stroke-width="4"/>',
  completed_scenes: '<rect x="-26" y="-22" width="52" height="44" rx="4" fill="none" stroke="#fff" stroke-width="6"/><path d="M-20,16 l14,-16 l10,10 l8,-8 l10,14 Z" fill="#fff"/>',
  sent_duo_requests: '<path d="M-24,-14 h48 v30 h-48 Z M-24,-14 l24,18 l24,-18" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round"/>',
  completed_duos: '<circle cx="-10" cy="0" r="16" fill="none" stroke="#fff" stroke-width="6"/><circle cx="10" cy="0" r="16" fill="none" stroke="#fff" stroke-width="6"/>',
  reflection_created: '<path d="M-20,20 l6,-18 l26,-26 l12,12 l-26,26 Z" fill="#fff"/>',
  buddies_added: '<circle cx="-12" cy="-10" r="10" fill="#fff"/><circle cx="14" cy="-10" r="10" fill="#fff"/><path d="M-30,22 a18,16 0 0 1 36,0 Z M-4,22 a18,16 0 0 1 36,0 Z" fill="#fff"/>',
  custom: '<path d="M0,-28 L8,-8 L28,0 L8,8 L0,28 L-8,8 L-28,0 L-8,-8 Z" fill="#fff"/>',
};

export function badge(category: string): string {
  const c = colorOf(category);
  return svg(200, 200, `<defs>${linear('medal', [shade(c, 0.2), shade(c, -0.2)])}</defs>` +
    `<path d="M70,120 L50,190 L80,175 L95,195 L100,130 Z M130,120 L150,190 L120,175 L105,195 L100,130 Z" fill="${shade(c, -0.35)}"/>` +
    `<circle cx="100" cy="88" r="70" fill="#fff"/><circle cx="100" cy="88" r="62" fill="url(#medal)"/>` +
    `<g transform="translate(100,88) scale(1.25)">${ICONS[category] ?? ICONS.custom}</g>`);
}

const CATEGORY_COLORS: Record<string, [string, string]> = {
  create_calm: ['#a8d5e2', '#4d8fac'], boost_happiness: ['#ffd58a', '#f28f6b'], sharpen_focus: ['#c9b6e4', '#6d597a'],
  pursue_purpose: ['#b7d7a8', '#52796f'], increase_energy: ['#ffb4a2', '#e5383b'],
};

export function activityArt(category: string, week: number): string {
  const [light, dark] = CATEGORY_COLORS[category];
  const rnd = random(`art:activity:${category}:${week}`);
  const cx = 150 + rnd.int(0, 300), cy = 120 + rnd.int(0, 160);
  const motifs: Record<string, string> = {
    create_calm: [1, 2, 3, 4].map((i) => `<circle cx="${cx}" cy="${cy}" r="${i * 38}" fill="none" stroke="#fff" stroke-width="6" opacity="${f(1 - i * 0.2)}"/>`).join(''),
    boost_happiness: `<circle cx="${cx}" cy="${cy}" r="55" fill="#fff"/>` + Array.from({ length: 12 }, (_, i) =>
      `<rect x="${cx - 4}" y="${cy - 110}" width="8" height="34" rx="4" fill="#fff" transform="rotate(${i * 30} ${cx} ${cy})"/>`).join(''),
    sharpen_focus: [100, 70, 40, 14].map((r, i) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${i % 2 ? dark : '#fff'}"/>`).join(''),
    pursue_purpose: `<path d="M${cx - 160},400 L${cx},${cy - 40} L${cx + 170},400 Z" fill="#fff" opacity="0.9"/><path d="M${cx},${cy - 40} v-70 l46,18 l-46,18" fill="${dark}" stroke="#fff" stroke-width="4"/>`,
    increase_energy: `<path d="M${cx + 20},${cy - 120} L${cx - 50},${cy + 10} L${cx},${cy + 10} L${cx - 20},${cy + 120} L${cx + 60},${cy - 20} L${cx + 10},${cy - 20} Z" fill="#fff"/>`,
  };
  return svg(600, 400, `<defs>${linear('bg', [light, dark], week % 2 === 0)}</defs><rect width="600" height="400" fill="url(#bg)"/>${motifs[category]}`);
}

export function tipArt(index: number): string {
  const rnd = random(`art:tip:${index}`);
  const a = PALETTE[index % PALETTE.length], b = PALETTE[(index + 5) % PALETTE.length];
  const blobs = Array.from({ length: 6 }, () => `<circle cx="${rnd.int(0, 600)}" cy="${rnd.int(0, 300)}" r="${rnd.int(30, 110)}" fill="#fff" opacity="${f(0.12 + rnd.next() * 0.25)}"/>`).join('');
  const leaf = `<path d="${LEAF}" transform="translate(${rnd.int(380, 520)},${rnd.int(90, 210)}) rotate(${rnd.int(-40, 40)}) scale(3.2)" fill="#fff" opacity="0.85"/>`;
  return svg(600, 300, `<defs>${linear('bg', [a, b], false)}</defs><rect width="600" height="300" fill="url(#bg)"/>${blobs}${leaf}`);
}

export function recipeArt(title: string): string {
  const rnd = random(`art:recipe:${title}`);
  const foods = ['#7cb342', '#e53935', '#fbc02d', '#8d6e63', '#fb8c00', '#43a047', '#c62828', '#f5deb3', '#6d4c41', '#9ccc65'];
  const bits = Array.from({ length: 26 }, () => {
    const angle = rnd.next() * Math.PI * 2, dist = rnd.next() * 105;
    return `<ellipse cx="${f(300 + Math.cos(angle) * dist)}" cy="${f(200 + Math.sin(angle) * dist)}" rx="${rnd.int(10, 26)}" ry="${rnd.int(8, 18)}" transform="rotate(${rnd.int(0, 180)} ${f(300 + Math.cos(angle) * dist)} ${f(200 + Math.sin(angle) * dist)})" fill="${rnd.pick(foods)}"/>`;
  }).join('');
  const table = rnd.pick(['#e9dccb', '#d7ccc8', '#cfd8dc', '#f3e5d0']);
  return svg(600, 400, `<rect width="600" height="400" fill="${table}"/><ellipse cx="308" cy="212" rx="170" ry="160" fill="#000" opacity="0.08"/>` +
    `<circle cx="300" cy="200" r="165" fill="#fafafa"/><circle cx="300" cy="200" r="135" fill="#f1f1f1"/>${bits}` +
    `<rect x="500" y="60" width="14" height="280" rx="7" fill="#b0bec5"/><rect x="80" y="60" width="12" height="280" rx="6" fill="#b0bec5"/>`);
}

export function duoArt(name: string, n: number): string {
  const a = colorOf(name), b = PALETTE[(PALETTE.indexOf(a) + 3 + n) % PALETTE.length];
  const offset = 40 + n * 15;
  return svg(600, 400, `<defs>${linear('bg', ['#fdf6ec', '#f1e4d3'])}</defs><rect width="600" height="400" fill="url(#bg)"/>` +
    `<circle cx="${300 - offset}" cy="200" r="110" fill="${a}" opacity="0.85"/><circle cx="${300 + offset}" cy="200" r="110" fill="${b}" opacity="0.85"/>` +
    `<text x="300" y="370" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="26" fill="#5d4e42">${escapeXml(name)} · step ${n}</text>`);
}

export function welcomeArt(n: number): string {
  const sets = [['#f9d5a7', '#b58db6'], ['#bfe3d6', '#457b9d'], ['#ffd58a', '#e76f51']][n - 1];
  const rnd = random(`art:welcome:${n}`);
  const tiles = Array.from({ length: 10 }, (_, i) => `<rect x="${120 + (i % 5) * 130}" y="${110 + Math.floor(i / 5) * 130}" width="118" height="118" rx="14" fill="#fff" opacity="${f(0.35 + rnd.next() * 0.5)}"/>`).join('');
  return svg(900, 500, `<defs>${linear('bg', sets, false)}</defs><rect width="900" height="500" fill="url(#bg)"/>${tiles}`);
}

export const mobileArt = () =>
  svg(400, 600, `<defs>${linear('bg', ['#bfe3d6', '#457b9d'])}</defs><rect width="400" height="600" fill="url(#bg)"/>` +
    '<rect x="110" y="60" width="180" height="360" rx="26" fill="#264653"/><rect x="122" y="88" width="156" height="300" rx="8" fill="#fdf6ec"/>' +
    [0, 1, 2, 3, 4, 5].map((i) => `<rect x="${134 + (i % 2) * 70}" y="${104 + Math.floor(i / 2) * 92}" width="62" height="80" rx="8" fill="${PALETTE[i + 2]}"/>`).join(''));

/** A framed painting for team works and the frames library. */
export function workArt(n: number): string {
  const rnd = random(`art:work:${n}`);
  const strokes = Array.from({ length: 14 }, () =>
    `<path d="M${rnd.int(60, 540)},${rnd.int(60, 340)} q${rnd.int(-120, 120)},${rnd.int(-80, 80)} ${rnd.int(-160, 160)},${rnd.int(-60, 60)}" stroke="${rnd.pick(PALETTE)}" stroke-width="${rnd.int(8, 26)}" fill="none" stroke-linecap="round" opacity="0.85"/>`).join('');
  const frame = ['#c9a227', '#a8a9ad', '#b07d48', '#5d4037', '#c9a227', '#2f3e46'][n - 1];
  return svg(600, 400, `<rect width="600" height="400" fill="${frame}"/><rect x="28" y="28" width="544" height="344" fill="#fdfaf3"/>${strokes}`);
}

/** A wall of thank-you notes (wall photo 5). */
export function notesArt(): string {
  const rnd = random('art:notes');
  const notes = Array.from({ length: 18 }, (_, i) => `<rect x="${40 + (i % 6) * 125}" y="${40 + Math.floor(i / 6) * 175}" width="105" height="105" fill="${rnd.pick(['#fff59d', '#ffcc80', '#a5d6a7', '#90caf9', '#f48fb1'])}" transform="rotate(${rnd.int(-8, 8)} ${90 + (i % 6) * 125} ${90 + Math.floor(i / 6) * 175})"/>`).join('');
  return svg(800, 600, `<rect width="800" height="600" fill="#e8e1d5"/>${notes}`);
}
