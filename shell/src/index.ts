import { requestStartupFiles } from './startup/startupFetch';

requestStartupFiles();
// Async boundary: federation negotiates the shared singletons (react, @sikka/shared…) before any
// module that uses them runs. In a task of its own: the runtime's start and the singletons' loading
// are each a long task on a slow phone, and a page that is painted already should answer in between.
setTimeout(() => import('./bootstrap'));
