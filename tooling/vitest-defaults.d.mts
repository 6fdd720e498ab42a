interface FrontendTestProject {
  extends: true;
  test: { name: 'dom' | 'node'; environment: 'jsdom' | 'node'; include: string[]; setupFiles?: string[] };
}

export function frontendTestConfig(options?: {
  /** The component project's setup files after the shared ones (a package's own polyfills). */
  domSetupFiles?: string[];
  /** Files for the Node project besides the `*.test.ts` under src/ (the shell's server). */
  nodeInclude?: string[];
  /** vitest globals (default true); without them a package's setup must clean up after each test itself. */
  globals?: boolean;
  /** vitest's CSS options (the design system's stable class names). */
  css?: { modules?: { classNameStrategy?: 'stable' | 'scoped' | 'non-scoped' } };
}): {
  test: {
    globals: boolean;
    css?: { modules?: { classNameStrategy?: 'stable' | 'scoped' | 'non-scoped' } };
    testTimeout: number;
    projects: FrontendTestProject[];
  };
};
