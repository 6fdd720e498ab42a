// What a remote's lucide icons are made with (tooling/rsbuild-federation.ts, sharedLucideIcons): the
// createLucideIcon of the design system, @sikka/shared/ui, which the shell provides with the rest of
// lucide's small runtime (Icon, its attributes and context). Without it every remote bundled a copy of
// that runtime beside its own icons: 1.6 kB gzip more on each remote page (issue 52).
export { createLucideIcon as default } from '@sikka/shared/ui';
