import { earlyStartupDone, requestStartupFiles } from './startup/startupFetch';

requestStartupFiles();
// Async boundary: federation negotiates the shared singletons (react, @sikka/shared…) before any
// module that uses them runs. It starts once the page script has preloaded this address's remote page
// (at most 300 ms, which a hung remote adds to the first render's wait: the shell's own code would
// otherwise keep the page script's next request waiting on the main thread).
void earlyStartupDone(300).then(() => import('./bootstrap'));
