// Draws the demo photos (no downloads): supabase/seed/images/<listing id>/<n>.jpg for every seed listing,
// blog/<slug>.jpg covers and seller-submissions/seed-*.jpg. config.toml's objects_path uploads this folder
// into the collectible-images bucket. Usage: pnpm gen:images
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { blogPosts } from './seed/blog.ts';
import { catalogue } from './seed/catalogue.ts';
import { blogCoverSvg, listingSvg, submissionSvg } from './seed/draw.ts';
import { submissionImagePath, submissions } from './seed/people.ts';

const root = fileURLToPath(new URL('../seed/images', import.meta.url));

async function writeJpeg(path: string, svg: string): Promise<void> {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 68, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer();
  writeFileSync(file, jpeg);
}

function totalBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, e) => sum + (e.isDirectory() ? totalBytes(join(dir, e.name)) : statSync(join(dir, e.name)).size),
    0,
  );
}

rmSync(root, { recursive: true, force: true });
const jobs: [string, string][] = [
  ...catalogue.flatMap((l) =>
    Array.from({ length: l.images }, (_, i): [string, string] => [`${l.id}/${i + 1}.jpg`, listingSvg(l, i + 1)]),
  ),
  ...blogPosts.map((p): [string, string] => [`blog/${p.slug}.jpg`, blogCoverSvg(p.title, p.slug)]),
  ...submissions.flatMap((s) =>
    Array.from({ length: s.images }, (_, i): [string, string] => [submissionImagePath(s, i + 1), submissionSvg(`${s.id}/${i}`)]),
  ),
];
// Two at a time: the machine is shared.
for (let i = 0; i < jobs.length; i += 2) {
  await Promise.all(jobs.slice(i, i + 2).map(([path, svg]) => writeJpeg(path, svg)));
}
console.log(`wrote ${jobs.length} images, ${(totalBytes(root) / 1024 / 1024).toFixed(2)} MB, into ${root}`);
