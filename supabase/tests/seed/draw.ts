import type { SeedListing } from './model.ts';

// SVG drawings of the demo pieces (rasterised to JPEG by gen-images.ts). Simple, recognisable shapes:
// a struck disc with rims, dots and legends for coins; an engraved rectangle for notes.

export const SIZE = 600;

const metals: Record<string, [string, string, string]> = {
  gold: ['#f6e27a', '#d4a72c', '#8a6512'],
  silver: ['#f2f2f2', '#b9bcc2', '#6d7076'],
  copper: ['#e9a277', '#b8683c', '#6b3419'],
  bronze: ['#d8a867', '#a8743a', '#5e3d17'],
  nickel: ['#e6e8e3', '#a9ada4', '#60645c'],
  lead: ['#b9bbbf', '#85888e', '#4a4c50'],
  aluminium: ['#f4f6f8', '#c8ccd2', '#8b9098'],
  steel: ['#e3e6ea', '#a3a9b1', '#5f656d'],
};

function metalOf(material: string): [string, string, string] {
  const m = material.toLowerCase();
  const key = Object.keys(metals).find((k) => m.includes(k)) ?? (m.includes('mixed') ? 'silver' : 'copper');
  return metals[key] as [string, string, string];
}

/** Small deterministic PRNG (mulberry32) seeded from a string, so images are stable run to run. */
export function rng(seed: string): () => number {
  let h = 1779033703;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
  return () => {
    h = Math.imul(h ^ (h >>> 15), h | 1);
    h ^= h + Math.imul(h ^ (h >>> 7), h | 61);
    return ((h ^ (h >>> 14)) >>> 0) / 4294967296;
  };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const backdrops = ['#1f2a44', '#3b1f2b', '#1e3a34', '#2d2a24', '#262b33'];

function frame(body: string, backdrop: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
<defs><radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${backdrop}" stop-opacity="0.75"/><stop offset="1" stop-color="#0b0d12"/></radialGradient></defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>${body}</svg>`;
}

function coinFace(l: SeedListing, side: number, rand: () => number, cx: number, cy: number, r: number, square: boolean): string {
  const [light, mid, dark] = metalOf(l.material);
  const id = `m${side}${Math.round(cx)}${Math.round(cy)}`;
  const body = square
    ? `<rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" rx="${r * 0.08}" fill="url(#${id})" stroke="${dark}" stroke-width="${r * 0.05}"/>`
    : `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})" stroke="${dark}" stroke-width="${r * 0.05}"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="none" stroke="${dark}" stroke-width="${r * 0.025}" stroke-dasharray="${r * 0.02} ${r * 0.05}"/>`;
  const year = (l.date.match(/\d{3,4}/) ?? [l.date.slice(0, 6)])[0];
  const words = l.name
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 2);
  const legend = side % 2 === 1 ? words.slice(0, 2).join(' ') || 'INDIA' : words.slice(-2).join(' ') || 'ONE';
  const emblem =
    side % 2 === 1
      ? `<circle cx="${cx}" cy="${cy - r * 0.12}" r="${r * 0.28}" fill="none" stroke="${dark}" stroke-width="${r * 0.04}"/>
<path d="M${cx - r * 0.18} ${cy - r * 0.05} Q${cx} ${cy - r * 0.45} ${cx + r * 0.18} ${cy - r * 0.05}" fill="none" stroke="${dark}" stroke-width="${r * 0.035}"/>`
      : Array.from({ length: 8 }, (_, i) => {
          const a = (i * Math.PI) / 4 + rand() * 0.1;
          return `<ellipse cx="${cx + Math.cos(a) * r * 0.2}" cy="${cy - r * 0.1 + Math.sin(a) * r * 0.2}" rx="${r * 0.16}" ry="${r * 0.06}" transform="rotate(${(a * 180) / Math.PI} ${cx + Math.cos(a) * r * 0.2} ${cy - r * 0.1 + Math.sin(a) * r * 0.2})" fill="${mid}" stroke="${dark}" stroke-width="${r * 0.015}"/>`;
        }).join('');
  return `<defs><radialGradient id="${id}" cx="38%" cy="32%" r="75%"><stop offset="0" stop-color="${light}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></radialGradient></defs>
<circle cx="${cx + r * 0.06}" cy="${cy + r * 0.08}" r="${r}" fill="#000" opacity="0.35"/>${body}${emblem}
<text x="${cx}" y="${cy + r * 0.42}" font-family="DejaVu Serif" font-weight="bold" font-size="${r * 0.2}" text-anchor="middle" fill="${dark}">${esc(year)}</text>
<text x="${cx}" y="${cy + r * 0.66}" font-family="DejaVu Serif" font-size="${r * 0.105}" text-anchor="middle" fill="${dark}" letter-spacing="2">${esc(legend.toUpperCase().slice(0, 18))}</text>`;
}

const numberWords: [RegExp, string][] = [
  [/\bfive thousand\b/i, '5000'],
  [/\bthousand\b/i, '1000'],
  [/\bten\b/i, '10'],
  [/\btwo\b/i, '2'],
  [/\bone\b/i, '1'],
];

/** The denomination printed on a note, from its listing name ('1943 ... Ten Rupee Note' -> '10'). */
function noteValue(name: string): string {
  const digits = name.match(/(\d+) Rupee/);
  if (digits) return digits[1] as string;
  return numberWords.find(([word]) => word.test(name))?.[1] ?? '10';
}

function noteFace(l: SeedListing, side: number, zoom: number): string {
  const hue = (l.price * 7) % 360;
  const paper = `hsl(${hue}, 35%, 78%)`;
  const ink = `hsl(${hue}, 45%, 28%)`;
  const w = 520 * zoom;
  const h = 280 * zoom;
  const x = (SIZE - w) / 2;
  const y = (SIZE - h) / 2;
  const value = noteValue(l.name);
  const guilloche = Array.from(
    { length: 14 },
    (_, i) =>
      `<ellipse cx="${x + w * 0.25}" cy="${y + h / 2}" rx="${h * 0.1 + i * 6 * zoom}" ry="${h * 0.32}" fill="none" stroke="${ink}" stroke-opacity="0.25"/>`,
  ).join('');
  const portrait =
    side === 1
      ? `<ellipse cx="${x + w * 0.74}" cy="${y + h * 0.48}" rx="${h * 0.22}" ry="${h * 0.3}" fill="${ink}" fill-opacity="0.18" stroke="${ink}"/>`
      : `<rect x="${x + w * 0.55}" y="${y + h * 0.22}" width="${w * 0.34}" height="${h * 0.5}" fill="${ink}" fill-opacity="0.15" stroke="${ink}"/>`;
  return `<rect x="${x + 8}" y="${y + 10}" width="${w}" height="${h}" fill="#000" opacity="0.4"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${paper}" stroke="${ink}" stroke-width="${6 * zoom}"/>
<rect x="${x + 14 * zoom}" y="${y + 14 * zoom}" width="${w - 28 * zoom}" height="${h - 28 * zoom}" fill="none" stroke="${ink}" stroke-width="${2 * zoom}" stroke-dasharray="${4 * zoom} ${3 * zoom}"/>
${guilloche}${portrait}
<text x="${x + w * 0.25}" y="${y + h * 0.58}" font-family="DejaVu Serif" font-weight="bold" font-size="${64 * zoom}" text-anchor="middle" fill="${ink}">${esc(value)}</text>
<text x="${x + 30 * zoom}" y="${y + 46 * zoom}" font-family="DejaVu Sans" font-size="${17 * zoom}" fill="${ink}">${side === 1 ? 'RESERVE BANK OF INDIA' : 'GOVERNMENT OF INDIA'}</text>
<text x="${x + w - 30 * zoom}" y="${y + h - 26 * zoom}" font-family="DejaVu Sans Mono" font-size="${18 * zoom}" text-anchor="end" fill="#8b1a1a">${esc(l.date.replace(/\D/g, '').slice(0, 4) || '0000')} ${String(l.price % 1000000).padStart(6, '0')}</text>`;
}

function slab(inner: string, l: SeedListing): string {
  return `<rect x="110" y="40" width="380" height="520" rx="18" fill="#dfe6ee" fill-opacity="0.25" stroke="#cfd8e3" stroke-width="4"/>
<rect x="130" y="60" width="340" height="90" rx="6" fill="#f7f4ea"/>
<text x="300" y="95" font-family="DejaVu Sans" font-weight="bold" font-size="18" text-anchor="middle" fill="#222">SIKKA CERTIFIED</text>
<text x="300" y="125" font-family="DejaVu Sans" font-size="15" text-anchor="middle" fill="#444">${esc(l.grade)} · ${esc(l.date.slice(0, 24))}</text>${inner}`;
}

/** The n-th photo (1-based) of a listing: 1 front, 2 back, 3 detail or angle, 4 certified holder. */
export function listingSvg(l: SeedListing & { id: string }, n: number): string {
  const rand = rng(`${l.id}/${n}`);
  const backdrop = backdrops[Math.floor(rand() * backdrops.length)] as string;
  if (l.type === 'note') {
    if (n === 4)
      return frame(
        slab(`<g transform="translate(300 360) rotate(90) scale(0.62) translate(-300 -300)">${noteFace(l, 1, 1)}</g>`, l),
        backdrop,
      );
    return frame(noteFace(l, n === 2 ? 2 : 1, n === 3 ? 1.45 : 1), backdrop);
  }
  const square = /square|one paisa aluminium/i.test(l.name);
  if (l.category === 'Mixed Collectibles') {
    const coins = Array.from({ length: 7 }, (_, i) => {
      const a = (i / 7) * Math.PI * 2 + rand();
      const d = i === 0 ? 0 : 165;
      return coinFace(
        l,
        (i % 2) + 1,
        rand,
        300 + Math.cos(a) * d * (i ? 1 : 0),
        300 + Math.sin(a) * d * (i ? 1 : 0),
        80 + rand() * 20,
        false,
      );
    });
    return frame(coins.join(''), backdrop);
  }
  if (n === 4) return frame(slab(coinFace(l, 1, rand, 300, 360, 150, square), l), backdrop);
  if (n === 3) {
    // Seen at an angle: the face squashed into an ellipse over its edge.
    const edge = metalOf(l.material)[2];
    return frame(
      `<ellipse cx="300" cy="330" rx="232" ry="128" fill="${edge}"/>
<g transform="translate(300 300) scale(1 0.55) translate(-300 -300)">${coinFace(l, 1, rand, 300, 300, 230, square)}</g>`,
      backdrop,
    );
  }
  return frame(coinFace(l, n, rand, 300, 300, 235, square), backdrop);
}

/** A blog cover: a spread of coins and a title band. */
export function blogCoverSvg(title: string, seed: string): string {
  const rand = rng(seed);
  const fake = {
    name: title,
    material: rand() > 0.5 ? 'Silver' : 'Gold',
    date: String(1800 + Math.floor(rand() * 150)),
  } as SeedListing;
  const coins = [0, 1, 2].map((i) => coinFace(fake, i + 1, rand, 150 + i * 150, 250 + (i % 2) * 40, 110, false)).join('');
  return frame(
    `${coins}<rect x="0" y="440" width="${SIZE}" height="160" fill="#0b0d12" opacity="0.8"/>
<text x="300" y="530" font-family="DejaVu Serif" font-size="30" text-anchor="middle" fill="#f3e3b5">${esc(title.length > 34 ? `${title.slice(0, 32)}…` : title)}</text>`,
    backdrops[Math.floor(rand() * backdrops.length)] as string,
  );
}

/** A seller's phone snapshot of a coin on a table. */
export function submissionSvg(seed: string): string {
  const rand = rng(seed);
  const fake = {
    name: 'Old Coin India',
    material: ['Silver', 'Copper', 'Bronze'][Math.floor(rand() * 3)] as string,
    date: String(1850 + Math.floor(rand() * 100)),
  } as SeedListing;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="#8a6a4a"/>
${Array.from({ length: 12 }, (_, i) => `<rect x="0" y="${i * 50}" width="${SIZE}" height="3" fill="#6e5238" opacity="0.6"/>`).join('')}
${coinFace(fake, 1 + Math.floor(rand() * 2), rand, 300 + rand() * 40 - 20, 300 + rand() * 40 - 20, 200, false)}</svg>`;
}
