/**
 * The seven front-end apps of the platform, their folders and ports (ARCHITECTURE.md). The ports are
 * also each remote's default public URL (tooling/rsbuild-federation.ts) and what
 * shell/public/remotes.json points at.
 */
export const APPS = [
  { name: 'shell', dir: 'shell', port: 3000 },
  { name: 'catalog', dir: 'catalog-mfe', port: 3001 },
  { name: 'checkout', dir: 'checkout-mfe', port: 3002 },
  { name: 'sell', dir: 'sell-mfe', port: 3003 },
  { name: 'blog', dir: 'blog-mfe', port: 3004 },
  { name: 'admin', dir: 'admin-mfe', port: 3005 },
  { name: 'auction', dir: 'auction-mfe', port: 3006 },
];

export const SUPABASE_PORT = 54321;

/** pnpm filter arguments selecting every app. */
export const APP_FILTERS = APPS.flatMap((app) => ['--filter', `./${app.dir}`]);
