import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './providers';
import { browserRoutes } from './routes';

export function App() {
  const [client] = useState(createQueryClient);
  // The routes get the query client: the board's data is asked for beside its code.
  const [router] = useState(() => createBrowserRouter(browserRoutes(client)));
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
