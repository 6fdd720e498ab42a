import '@sikka/shared/styles.css';
import { Route, Routes } from '@sikka/shared/router';
import { startStandalone } from '@sikka/shared/standalone';
import SellPage from './pages/SellPage';

// `pnpm --filter @sikka/sell-mfe dev` serves the Sell page alone on :3003.
void startStandalone(
  <main>
    <Routes>
      <Route path="*" element={<SellPage />} />
    </Routes>
  </main>,
  { remote: 'sell' },
);
