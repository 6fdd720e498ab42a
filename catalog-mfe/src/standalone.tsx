import '@sikka/shared/styles.css';
import { Route, Routes } from '@sikka/shared/router';
import { startStandalone } from '@sikka/shared/standalone';
import HomePage from './pages/HomePage';
import ListingPage from './pages/ListingPage';

// `pnpm --filter @sikka/catalog-mfe dev` serves the catalog alone on :3001.
void startStandalone(
  <main>
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/collections" element={<HomePage />} />
      <Route path="/:slug" element={<ListingPage />} />
    </Routes>
  </main>,
  { remote: 'catalog' },
);
