/**
 * `tsx server/bakeFirstView.ts <shell dist>`: the last step of the shell's build. Writes the home
 * page's first view into its index.html, so a plain static host paints `/` from the HTML as the shop's
 * server does (pageHead.ts, bakeIndexHtml; firstViewHtml.ts, bakeHomeView).
 */
import { resolve } from 'node:path';
import { bakeIndexHtml } from './pageHead';

const dist = resolve(process.argv[2] ?? 'dist');
try {
  const html = await bakeIndexHtml(dist);
  console.log(`first view: the home page's picture written into ${dist}/index.html (${html.length} bytes)`);
} catch (error) {
  console.error(`first view: ${(error as Error).message}`);
  process.exit(1);
}
