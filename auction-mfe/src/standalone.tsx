import '@sikka/shared/styles.css';
import { Navigate, Route, Routes } from '@sikka/shared/router';
import { standalonePage, startStandalone } from '@sikka/shared/standalone';
import AuctionAdminApp from './admin/AuctionAdminApp';
import * as AuctionPage from './pages/AuctionPage';
import * as AuctionsPage from './pages/AuctionsPage';
import * as LotPage from './pages/LotPage';

// `pnpm --filter @sikka/auction-mfe dev` serves the auctions alone on :3006, their back office included.
void startStandalone(
  <main>
    <Routes>
      <Route path="/auctions" element={standalonePage(AuctionsPage)} />
      <Route path="/auctions/:slug" element={standalonePage(AuctionPage)} />
      <Route path="/auctions/:slug/lot/:number" element={standalonePage(LotPage)} />
      <Route path="/admin/auctions/*" element={<AuctionAdminApp />} />
      <Route path="*" element={<Navigate to="/auctions" replace />} />
    </Routes>
  </main>,
  { remote: 'auction' },
);
