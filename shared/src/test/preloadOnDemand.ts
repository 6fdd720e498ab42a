// A page fetches the radix code of a dialog, a confirmation or the toasts when one first opens
// (lib/onDemand.ts). Tests render them as a page does once that code has arrived, so a test of a form in
// a dialog tests the form; Dialog.test.tsx and Toast.test.tsx test the fetch itself on fresh modules.
import { preloadOnDemand } from '@sikka/shared/ui';

await preloadOnDemand();
