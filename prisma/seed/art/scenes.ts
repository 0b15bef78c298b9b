// The six scene pictures, each drawn as a background and a motif so both layouts can be cut from one picture:
// layout 1 is a 5 × 2 grid of 200 px tiles cut from a 1000 × 400 picture (the last tile is the final one); layout 2
// has 5 tiles of 770 × 630 stacked at the same spot — four show a quarter of the background, the final one the motif.
import { random } from '../lib/random.ts';
import { svg, linear, radial, f, waveBand, hill, LEAF } from './svg.ts';
import type { SceneType } from '../data/scene-types.ts';

interface Layers { defs: string; background: string; motif: string }

function waves(w: number, h: number): Layers {
  const horizon = h * 0.55;
  const blues = ['#7fb8c9', '#4f97ae', '#2f7590', '#1f5670'];
  return {
    defs: linear('sky', ['#f9d5a7', '#f4a38c', '#b58db6']) + radial('glow', [['#fff3c4', 0.9], ['#ffd08a', 0.4], ['#ffb37a', 0]]),
    background: `<rect width="${w}" height="${h}" fill="url(#sky)"/>` +
      blues.map((c, i) => `<path d="${waveBand(w, h, horizon + i * h * 0.1, 6 + i * 3, w / (3 - i * 0.4), i * 1.7)}" fill="${c}"/>`).join(''),
    motif: `<circle cx="${f(w * 0.62)}" cy="${f(horizon - 8)}" r="${f(h * 0.3)}" fill="url(#glow)"/>` +
      `<path d="M${f(w * 0.62 - h * 0.13)},${f(horizon)} A${f(h * 0.13)},${f(h * 0.13)} 0 0 1 ${f(w * 0.62 + h * 0.13)},${f(horizon)} Z" fill="#ffd27a"/>` +
      [0, 1, 2, 3].map((i) => `<rect x="${f(w * 0.62 - h * (0.1 - i * 0.02))}" y="${f(horizon + 10 + i * 12)}" width="${f(h * (0.2 - i * 0.04))}" height="4" rx="2" fill="#ffe2a3" opacity="${0.8 - i * 0.15}"/>`).join('') +
      [[0.2, 0.2], [0.26, 0.17], [0.33, 0.23]].map(([x, y]) => `<path d="M${f(w * x - 9)},${f(h * y)} q9,-7 9,0 q0,-7 9,0" fill="none" stroke="#5b4a5f" stroke-width="2" stroke-linecap="round"/>`).join(''),
  };
}

function trees(w: number, h: number): Layers {
  const rnd = random('art:trees');
  const pine = (x: number, y: number, s: number, c: string, trunk = true) =>
    (trunk ? `<rect x="${f(x - s * 0.05)}" y="${f(y - s * 0.3)}" width="${f(s * 0.1)}" height="${f(s * 0.3)}" fill="#5b4636"/>` : '') +
    [0, 1, 2].map((i) => `<path d="M${f(x)},${f(y - s * (1 - i * 0.22))} L${f(x + s * (0.28 + i * 0.06))},${f(y - s * (0.45 - i * 0.2))} L${f(x - s * (0.28 + i * 0.06))},${f(y - s * (0.45 - i * 0.2))} Z" fill="${c}"/>`).join('');
  const far = Array.from({ length: 14 }, (_, i) => pine((i + rnd.next()) * (w / 14), h * 0.62, h * (0.18 + rnd.next() * 0.08), '#6f9f8a', false)).join('');
  const near = Array.from({ length: 9 }, (_, i) => pine((i + 0.3 + rnd.next() * 0.4) * (w / 9), h * 0.86, h * (0.28 + rnd.next() * 0.1), '#2f6b55')).join('');
  return {
    defs: linear('sky', ['#dff3ec', '#bfe3d6', '#f6efd9']),
    background: `<rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${f(w * 0.18)}" cy="${f(h * 0.2)}" r="${f(h * 0.08)}" fill="#fff6d8"/>` +
      `<path d="${hill(w, h, h * 0.58, [[w * 0.3, -30], [w * 0.65, 20], [w, -20]])}" fill="#a9cdb4"/>${far}` +
      `<path d="${hill(w, h, h * 0.78, [[w * 0.25, 25], [w * 0.6, -20], [w, 15]])}" fill="#79a98b"/>${near}`,
    motif: `<rect x="${f(w * 0.5 - h * 0.025)}" y="${f(h * 0.45)}" width="${f(h * 0.05)}" height="${f(h * 0.5)}" rx="6" fill="#6b4f3a"/>` +
      [[0, 0.32, 0.17], [-0.09, 0.42, 0.13], [0.09, 0.42, 0.13], [0, 0.22, 0.12]].map(([dx, y, r]) =>
        `<circle cx="${f(w * 0.5 + h * dx)}" cy="${f(h * y)}" r="${f(h * r)}" fill="#3f8f5f" opacity="0.95"/>`).join('') +
      `<circle cx="${f(w * 0.5 - h * 0.05)}" cy="${f(h * 0.27)}" r="${f(h * 0.05)}" fill="#5fb07a" opacity="0.8"/>`,
  };
}

function pebbles(w: number, h: number): Layers {
  const rnd = random('art:pebbles');
  const stones = ['#b7b0a3', '#9c9488', '#cfc6b8', '#8a8377', '#d9d0c1'];
  const scatter = Array.from({ length: 60 }, () => {
    const x = rnd.next() * w, y = h * 0.55 + rnd.next() * h * 0.45, rx = 8 + rnd.next() * 22;
    return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(rx * 0.6)}" fill="${rnd.pick(stones)}"/>`;
  }).join('');
  const cairn = [[0.2, 0.08], [0.16, 0.065], [0.12, 0.05], [0.085, 0.04], [0.06, 0.032]];
  let y = h * 0.8;
  const stack = cairn.map(([rx, ry], i) => {
    const cy = y - h * ry;
    y = cy - h * ry * 0.9;
    return `<ellipse cx="${f(w * 0.5 + (i % 2 ? 4 : -3))}" cy="${f(cy)}" rx="${f(h * rx)}" ry="${f(h * ry)}" fill="${['#7d766b', '#a39b8e', '#8f887c', '#b9b1a4', '#9d968a'][i]}"/>`;
  }).join('');
  return {
    defs: linear('bank', ['#f3ead8', '#e4d5bb']) + linear('river', ['#9ccfd8', '#5fa8b8'], false),
    background: `<rect width="${w}" height="${h}" fill="url(#bank)"/><path d="${waveBand(w, h, h * 0.3, 10, w / 2, 0.5)}" fill="url(#river)"/>` +
      `<path d="${waveBand(w, h, h * 0.52, 8, w / 2.5, 2)}" fill="#eadcc2"/>${scatter}`,
    motif: `<ellipse cx="${f(w * 0.5)}" cy="${f(h * 0.81)}" rx="${f(h * 0.24)}" ry="${f(h * 0.035)}" fill="#000" opacity="0.12"/>${stack}`,
  };
}

function ripples(w: number, h: number): Layers {
  const rnd = random('art:ripples');
  const rings = (cx: number, cy: number, n: number) =>
    Array.from({ length: n }, (_, i) => `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(18 + i * 22)}" ry="${f((18 + i * 22) * 0.38)}" fill="none" stroke="#d7f1ee" stroke-width="2" opacity="${f(0.8 - i * 0.14)}"/>`).join('');
  const reeds = Array.from({ length: 18 }, (_, i) => {
    const x = (i < 9 ? i * 9 + 10 : w - (i - 9) * 9 - 10), top = h * (0.35 + rnd.next() * 0.2);
    return `<path d="M${f(x)},${h} Q${f(x + 6)},${f((h + top) / 2)} ${f(x + rnd.int(-8, 8))},${f(top)}" stroke="#4f7d5c" stroke-width="3" fill="none"/>`;
  }).join('');
  return {
    defs: linear('pond', ['#3c8c8f', '#2a6f7a', '#1d4e5f']),
    background: `<rect width="${w}" height="${h}" fill="url(#pond)"/>${rings(w * 0.22, h * 0.3, 5)}${rings(w * 0.8, h * 0.7, 6)}${rings(w * 0.35, h * 0.82, 4)}${reeds}`,
    motif: rings(w * 0.55, h * 0.5, 4) +
      [[-0.16, 0.06], [0.17, -0.04]].map(([dx, dy]) => `<path d="M${f(w * 0.55 + h * dx)},${f(h * (0.5 + dy))} m-${f(h * 0.09)},0 a${f(h * 0.09)},${f(h * 0.055)} 0 1,0 ${f(h * 0.18)},0 l-${f(h * 0.09)},-4 Z" fill="#5e9e58"/>`).join('') +
      [0, 40, -40, 80, -80].map((a) => `<path d="${LEAF}" transform="translate(${f(w * 0.55)},${f(h * 0.46)}) rotate(${a}) scale(${f(h / 300)})" fill="#f2b5c4" stroke="#e48fa6" stroke-width="1"/>`).join('') +
      `<circle cx="${f(w * 0.55)}" cy="${f(h * 0.47)}" r="${f(h * 0.02)}" fill="#ffd66b"/>`,
  };
}

function wisps(w: number, h: number): Layers {
  const rnd = random('art:wisps');
  const stars = Array.from({ length: 70 }, () => `<circle cx="${f(rnd.next() * w)}" cy="${f(rnd.next() * h * 0.6)}" r="${f(0.6 + rnd.next() * 1.4)}" fill="#fff" opacity="${f(0.4 + rnd.next() * 0.6)}"/>`).join('');
  const wisp = (y: number, c: string, wd: number, o: number) =>
    `<path d="M${f(-20)},${f(y)} C${f(w * 0.25)},${f(y - h * 0.25)} ${f(w * 0.5)},${f(y + h * 0.2)} ${f(w + 20)},${f(y - h * 0.1)}" stroke="${c}" stroke-width="${f(wd)}" fill="none" stroke-linecap="round" opacity="${o}" filter="url(#soft)"/>`;
  return {
    defs: linear('night', ['#0c1633', '#1d2a5c', '#3b3f7a']) + `<filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="${f(h * 0.02)}"/></filter>`,
    background: `<rect width="${w}" height="${h}" fill="url(#night)"/>${stars}${wisp(h * 0.35, '#7de2c3', h * 0.06, 0.5)}${wisp(h * 0.25, '#b69cf2', h * 0.04, 0.45)}` +
      `<path d="M0,${f(h * 0.8)} L${f(w * 0.18)},${f(h * 0.58)} L${f(w * 0.32)},${f(h * 0.72)} L${f(w * 0.5)},${f(h * 0.52)} L${f(w * 0.7)},${f(h * 0.74)} L${f(w * 0.86)},${f(h * 0.6)} L${w},${f(h * 0.76)} L${w},${h} L0,${h} Z" fill="#141d3d"/>`,
    motif: `${wisp(h * 0.45, '#9ff5d2', h * 0.09, 0.75)}<circle cx="${f(w * 0.78)}" cy="${f(h * 0.2)}" r="${f(h * 0.07)}" fill="#f6f1d5"/>` +
      `<circle cx="${f(w * 0.78 + h * 0.03)}" cy="${f(h * 0.19)}" r="${f(h * 0.065)}" fill="#1d2a5c"/>`,
  };
}

function leaves(w: number, h: number): Layers {
  const rnd = random('art:leaves');
  const colors = ['#d9642b', '#e99a3c', '#c0392b', '#f2c14e', '#a0522d', '#e07a5f'];
  const scatter = Array.from({ length: 55 }, () =>
    `<path d="${LEAF}" transform="translate(${f(rnd.next() * w)},${f(rnd.next() * h)}) rotate(${rnd.int(0, 359)}) scale(${f(0.5 + rnd.next() * 0.8)})" fill="${rnd.pick(colors)}" opacity="0.9"/>`).join('');
  const branch = `<path d="M${f(w * 0.25)},${f(h * 0.15)} C${f(w * 0.4)},${f(h * 0.3)} ${f(w * 0.55)},${f(h * 0.4)} ${f(w * 0.75)},${f(h * 0.45)}" stroke="#6b4226" stroke-width="${f(h * 0.02)}" fill="none" stroke-linecap="round"/>`;
  const cluster = Array.from({ length: 9 }, (_, i) => {
    const t = i / 8, x = w * (0.28 + t * 0.45), y = h * (0.18 + t * 0.27) + (i % 2 ? -h * 0.05 : h * 0.05);
    return `<path d="${LEAF}" transform="translate(${f(x)},${f(y)}) rotate(${i % 2 ? -35 : 145}) scale(${f(h / 230)})" fill="${colors[i % colors.length]}"/>`;
  }).join('');
  return {
    defs: linear('ground', ['#f6e3c4', '#eec99a', '#d9a66f']),
    background: `<rect width="${w}" height="${h}" fill="url(#ground)"/>${scatter}`,
    motif: branch + cluster,
  };
}

const PICTURES: Record<SceneType, (w: number, h: number) => Layers> = { waves, trees, pebbles, ripples, wisps, leaves };

/** The whole picture, for thumbnails and wall photos. */
export function scenePicture(type: SceneType, w: number, h: number): string {
  const l = PICTURES[type](w, h);
  return svg(w, h, `<defs>${l.defs}</defs>${l.background}${l.motif}`);
}

/** Layout 1: ten 200 × 200 tiles cut from a 1000 × 400 picture, left to right, top row first. */
export function gridTiles(type: SceneType): string[] {
  const l = PICTURES[type](1000, 400);
  return Array.from({ length: 10 }, (_, i) =>
    svg(200, 200, `<defs>${l.defs}</defs>${l.background}${l.motif}`, `${(i % 5) * 200} ${Math.floor(i / 5) * 200} 200 200`));
}

/** Layout 2: five 770 × 630 layers; four quarters of the background, then the motif (the final tile). */
export function layeredTiles(type: SceneType): string[] {
  const [w, h] = [770, 630];
  const l = PICTURES[type](w, h);
  // Neighbouring parts overlap by 2 px so anti-aliased edges never show a seam when the layers are stacked.
  const quarters = [
    `0,0 422,0 352,317 0,317`, `418,0 770,0 770,317 348,317`, `0,313 352,313 302,630 0,630`, `348,313 770,313 770,630 298,630`,
  ];
  return [
    ...quarters.map((points) => svg(w, h, `<defs>${l.defs}<clipPath id="part"><polygon points="${points}"/></clipPath></defs><g clip-path="url(#part)">${l.background}</g>`)),
    svg(w, h, `<defs>${l.defs}</defs>${l.motif}`),
  ];
}
