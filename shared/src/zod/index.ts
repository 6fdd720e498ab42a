import { boolean, config, email, enum as zodEnum, number, object, string, url } from 'zod';
import type * as zod from 'zod';

/**
 * @sikka/shared/zod: the one zod of the page, a federation singleton (ARCHITECTURE rule 3) like the
 * router. The shop's schemas live in the shared domain entries, and several meet on one page (the
 * checkout's delivery and promo rules, an admin form's), each entry possibly from another app's build:
 * with zod imported directly, each brought its own app's copy (two on the way to 'Continue to
 * payment'). A shared module keeps everything it exports — zod's whole `z`, locales and all, is 90 kB
 * gzip — so this `z` holds only the builders the shop calls (the schema classes behind them come
 * along). Biome forbids importing zod anywhere else; a builder missing here is added here.
 */
export const z = { boolean, email, enum: zodEnum, number, object, string, url };

// No compiled validators: zod's probe for them (`new Function`) is an eval that the shop's
// Content-Security-Policy refuses, and reports as a violation (shell/server/security.ts).
config({ jitless: true });

/** zod's type helpers, under the same name: `z.input<typeof schema>`, `z.output<typeof schema>`. */
export declare namespace z {
  export type input<T> = zod.input<T>;
  export type output<T> = zod.output<T>;
}
