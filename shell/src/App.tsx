import { Navigate, Route, Routes } from 'react-router-dom';
import { RemoteSlot } from '@sikka/shared/federation';
import { ShellLayout } from './layout/ShellLayout';
import { ROUTES, type ShellRoute } from './routes';

function screenOf(route: ShellRoute) {
  if ('redirectTo' in route) return <Navigate to={route.redirectTo} replace />;
  if ('page' in route) return <route.page />;
  // Keyed by path: moving between two routes of one remote must not carry a failed state across.
  return <RemoteSlot key={route.path} id={route.remote} />;
}

export function App() {
  return (
    <ShellLayout>
      <Routes>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={screenOf(route)} />
        ))}
      </Routes>
    </ShellLayout>
  );
}
