import { BrowserRouter, useRoutes } from 'react-router';
import { routes } from './routes';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Declarative routing over the route table: the data router would add some 17 KB
 * (gzipped) to every page, landing page included, for loaders this app does not use.
 */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
