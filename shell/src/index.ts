import { requestStartupFiles } from './startup/startupFetch';

requestStartupFiles();
// Async boundary: federation negotiates the shared singletons (react, @sikka/shared…) before any
// module that uses them runs.
void import('./bootstrap');
