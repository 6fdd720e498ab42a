interface FrontendTestProject {
  extends: true;
  test: { name: 'dom' | 'node'; environment: 'jsdom' | 'node'; include: string[]; setupFiles?: string[] };
}

export function frontendTestConfig(options?: {
  /** The component project's setup files after the shared ones (a package's own polyfills). */
  domSetupFiles?: string[];
  /** Files for the Node project besides the `*.test.ts` under src/ (the shell's server). */
  nodeInclude?: string[];
}): {
  test: { globals: true; testTimeout: number; projects: FrontendTestProject[] };
};
