import { useState } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { TeamAuth } from './team-auth';
import { teamRoutes } from './team-routes';

/** Fetch the first screen's code while the session is checked, instead of after it. */
export function prefetchTeamScreen(): void {
  for (const match of matchRoutes(teamRoutes, window.location) ?? []) {
    const { lazy } = match.route;
    if (typeof lazy === 'function') void lazy().catch(() => {});
  }
}

/** Team mode's app: a Node server answers /api; members sign in. No service worker is started. */
export function TeamApp() {
  const [router] = useState(() => createBrowserRouter(teamRoutes));
  return (
    <AppProviders>
      <TeamAuth>
        <RouterProvider router={router} />
      </TeamAuth>
    </AppProviders>
  );
}
