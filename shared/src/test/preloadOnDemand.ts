// A page fetches the radix code of a dialog, a confirmation, a Select or the toasts when first needed
// (lib/onDemand.ts). Tests render them as a page does once that code has arrived, so a test of a form in
// a dialog tests the form; onDemand.test.tsx, Dialog.test.tsx, Select.test.tsx and Toast.test.tsx test
// the fetch and the stand-ins themselves. Before a file's first test, once its imports have defined the
// parts it can render: a file that renders none loads none (the design system is a second of start-up).
import { beforeAll } from 'vitest';
import { preloadOnDemand } from '../lib/onDemand';

beforeAll(() => preloadOnDemand());
