/** The states the shop delivers to (spec §5, delivery form). Mirrors the CHECK constraint in SQL. */
export const INDIAN_STATES = ['Andhra Pradesh', 'Karnataka', 'Kerala', 'Tamil Nadu', 'Telangana'] as const;
export type IndianState = (typeof INDIAN_STATES)[number];
