/**
 * Words of the shell's frame that the server also paints into the first HTML before any script runs
 * (shell/server/firstViewHtml.ts): kept here, free of React and CSS, so both read the same text.
 */
export const TRUST_BANNER = 'Trusted by 10,000+ collectors across India';
