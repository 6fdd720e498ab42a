/**
 * The home page's opening words (spec §2 "Home / browse"): the Hero renders them, and the shell's
 * server paints them into the first HTML before any script runs (shell/server/firstViewHtml.ts). Where
 * the shop delivers is a setting (issue 51), said by the highlights below, never here.
 */
export const HERO_COPY = {
  eyebrow: 'Trusted by 10,000+ collectors · over 15 years of experience',
  title: 'Rare Indian Coins & Banknotes',
  lead: 'From punch-marked karshapanas to Republic India notes: verified by experts, priced fairly, and delivered insured with a certificate of authenticity.',
  browse: { label: 'Browse Collection', to: '/collections' },
  sell: { label: 'Sell Your Coins', to: '/sell' },
} as const;
