import { registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import { serverPreloadsPlugin } from './federation/serverPreloads';
import { shareLoadingPlugin, yieldToMain } from './federation/shareLoading';
import { requestStartupFiles } from './startup/pageData';

// Async boundary: federation negotiates the shared singletons (react, @sikka/shared…) before any
// module that uses them runs. Evaluating a module with what it imports is one piece of work the
// browser cannot interrupt, and a page that is painted already should answer in between: so the
// start is a chain of tasks. This chunk's own evaluation is the federation runtime's start; the
// first files are requested and the runtime's plugins registered in the next task, then react-dom,
// the session (with the Supabase client) and the bootstrap each load in a task of their own.
setTimeout(async () => {
  requestStartupFiles();
  // Before the first shared module loads: the shell's instance, and each remote's when it is created.
  const shareLoading = shareLoadingPlugin();
  registerPlugins([shareLoading, serverPreloadsPlugin()]);
  registerGlobalPlugins([shareLoading]);
  for (const load of [() => import('react-dom/client'), () => import('@sikka/shared/session')]) {
    await yieldToMain();
    await load();
  }
  await yieldToMain();
  await import('./bootstrap');
});
