import { registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import { serverPreloadsPlugin } from './federation/serverPreloads';
import { shareLoadingPlugin, yieldToMain } from './federation/shareLoading';
import { requestStartupFiles } from './startup/pageData';

// Async boundary: federation negotiates the shared singletons (react, @sikka/shared…) before any module
// that uses them runs. Evaluating a module is work the browser cannot interrupt and a painted page should
// answer in between, so the start is a chain of tasks: the first files and the runtime's plugins, then
// react-dom, the session (with the Supabase client) and the bootstrap, each in a task of its own.
setTimeout(async () => {
  requestStartupFiles();
  // Before the first shared module loads: the shell's runtime, and each remote's as it is created.
  const shareLoading = shareLoadingPlugin();
  registerPlugins([shareLoading, serverPreloadsPlugin()]);
  registerGlobalPlugins([shareLoading]);
  for (const load of [() => import('react-dom/client'), () => import('@sikka/shared/session'), () => import('./bootstrap')]) {
    await yieldToMain();
    await load();
  }
});
