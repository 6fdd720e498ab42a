// @sikka/shared/router: the routing API of every app, one federation singleton (ARCHITECTURE rule 3).
// react-router is bundled inside this entry rather than shared on its own: a shared package arrives
// whole (62 kB gzip), while a re-export of the names the shop uses is tree-shaken to what they need.
// The shell's copy is the one every remote consumes, so there is still one router context on the page.
// Biome forbids importing react-router or react-router-dom anywhere else; a name missing here is added here.
// The server's and the tests' routers (StaticRouter, MemoryRouter) are in @sikka/shared/router/fixed.
export {
  BrowserRouter,
  Link,
  matchPath,
  matchRoutes,
  Navigate,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export { useSearchParamsWriter } from './useSearchParamsWriter';
