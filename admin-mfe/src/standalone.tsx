import '@sikka/shared/styles.css';
import { Route, Routes } from '@sikka/shared/router';
import { startStandalone } from '@sikka/shared/standalone';
import AdminApp from './AdminApp';

// `pnpm --filter @sikka/admin-mfe dev` serves the back office alone on :3005.
void startStandalone(
  <main>
    <Routes>
      <Route path="*" element={<AdminApp />} />
    </Routes>
  </main>,
  { remote: 'admin' },
);
