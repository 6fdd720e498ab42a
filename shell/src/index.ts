import { registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import { serverPreloadsPlugin } from './federation/serverPreloads';
import { shareLoadingPlugin, yieldToMain } from './federation/shareLoading';
import { requestStartupFiles } from './startup/startupFetch';

requestStartupFiles();
// Before the first shared module loads: the shell's instance, and each remote's when it is created.
const shareLoading = shareLoadingPlugin();
registerPlugins([shareLoading, serverPreloadsPlugin()]);
registerGlobalPlugins([shareLoading]);
// Async boundary: federation negotiates the shared singletons (react, @sikka/shared…) before any
// module that uses them runs. In a task of its own: the runtime's start and the singletons' loading
// are each a long task on a slow phone, and a page that is painted already should answer in between.
// Evaluating a module with what it imports is one piece of work the browser cannot interrupt: the
// largest of the bootstrap's (react-dom, the session with the Supabase client) each get a task first.
setTimeout(async () => {
  for (const load of [() => import('react-dom/client'), () => import('@sikka/shared/session')]) {
    await load();
    await yieldToMain();
  }
  await import('./bootstrap');
});
