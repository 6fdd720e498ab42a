/** Words of the shell's frame (the header's banner), which its tests read too. */
export const TRUST_BANNER = 'Trusted by 10,000+ collectors across India';
