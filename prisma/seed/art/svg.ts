// Small helpers for the generated demo art: deterministic, dependency-free SVG text.
export const svg = (w: number, h: number, body: string, viewBox = `0 0 ${w} ${h}`) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}">${body}</svg>\n`;

export const linear = (id: string, stops: string[], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map((c, i) => `<stop offset="${((i / Math.max(1, stops.length - 1)) * 100).toFixed(0)}%" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;

export const radial = (id: string, stops: [string, number][]) =>
  `<radialGradient id="${id}">${stops.map(([c, o], i) => `<stop offset="${((i / Math.max(1, stops.length - 1)) * 100).toFixed(0)}%" stop-color="${c}" stop-opacity="${o}"/>`).join('')}</radialGradient>`;

export const f = (n: number) => n.toFixed(1).replace(/\.0$/, '');

/** A smooth wave band from x=0 to x=w around height y, filled down to the bottom. */
export function waveBand(w: number, h: number, y: number, amplitude: number, wavelength: number, phase: number): string {
  let d = `M0,${f(y + amplitude * Math.sin(phase))}`;
  for (let x = 0; x <= w; x += wavelength / 4) {
    const cx = x + wavelength / 8;
    d += ` Q${f(cx)},${f(y + amplitude * Math.sin(phase + ((cx / wavelength) * Math.PI * 2)) * 1.3)} ${f(x + wavelength / 4)},${f(y + amplitude * Math.sin(phase + (((x + wavelength / 4) / wavelength) * Math.PI * 2)))}`;
  }
  return `${d} L${w},${h} L0,${h} Z`;
}

/** A rolling hill line from left to right, filled down to the bottom. */
export function hill(w: number, h: number, y: number, bumps: [number, number][]): string {
  let d = `M0,${f(y)}`;
  for (const [x, dy] of bumps) d += ` Q${f(x - w / (bumps.length * 2))},${f(y + dy)} ${f(x)},${f(y + dy / 2)}`;
  return `${d} L${w},${f(y)} L${w},${h} L0,${h} Z`;
}

export const LEAF = 'M0,-22 C13,-14 14,10 0,22 C-14,10 -13,-14 0,-22 Z';

export const PALETTE = ['#e76f51', '#f4a261', '#e9c46a', '#2a9d8f', '#264653', '#8ab17d', '#b5838d', '#6d597a', '#457b9d', '#e5989b', '#52796f', '#d4a373'];

export function colorOf(text: string): string {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[h % PALETTE.length];
}

export const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
