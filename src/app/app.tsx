import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './providers';
import { browserRoutes } from './routes';

/** The router of browser mode's routes; given the app's query client, its loaders ask for data. */
export const createAppRouter = (client: QueryClient) => createBrowserRouter(browserRoutes(client));

/** Browser mode's app; the query client and router may be made before it (see main.tsx). */
export function App(props: { client?: QueryClient; router?: ReturnType<typeof createAppRouter> }) {
  const [client] = useState(() => props.client ?? createQueryClient());
  // The routes get the query client: the board's data is asked for beside its code.
  const [router] = useState(() => props.router ?? createAppRouter(client));
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
