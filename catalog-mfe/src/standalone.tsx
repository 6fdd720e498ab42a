import '@sikka/shared/styles.css';
import { Route, Routes } from '@sikka/shared/router';
import { standalonePage, startStandalone } from '@sikka/shared/standalone';
import * as HomePage from './pages/HomePage';
import * as ListingPage from './pages/ListingPage';

// `pnpm --filter @sikka/catalog-mfe dev` serves the catalog alone on :3001.
void startStandalone(
  <main>
    <Routes>
      <Route path="/" element={standalonePage(HomePage)} />
      <Route path="/collections" element={standalonePage(HomePage)} />
      <Route path="/:slug" element={standalonePage(ListingPage)} />
    </Routes>
  </main>,
  { remote: 'catalog' },
);
