import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Member, Role } from '@/api/types';
import { AppProviders, createQueryClient } from '@/app/providers';
import { browserRoutes } from '@/app/routes';
import { TeamAuth } from '@/app/team-auth';
import { teamRoutes } from '@/app/team-routes';
import type { Session } from '@/lib/session';

export interface RenderRouteOptions {
  /**
   * Who uses the app. Browser mode when not given (its one local recruiter). Team mode renders
   * the team server's routes behind the session gate: signed in as `user` from the start, or with
   * `user: null` signed out, so the app asks GET /api/auth/me first (fake the auth endpoints with
   * `interceptApi`).
   */
  session?: Session | { mode: 'team'; user: null };
}

/** Renders the real app at a path, with the real routes and a fresh query cache. */
export function renderRoute(path: string, options: RenderRouteOptions = {}) {
  const session = options.session ?? { mode: 'browser' };
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    session.mode === 'team' ? teamRoutes : browserRoutes(queryClient),
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const app = <RouterProvider router={router} />;
  const view = render(
    <AppProviders client={queryClient}>
      {session.mode === 'team' ? (
        <TeamAuth initialUser={session.user ?? undefined}>{app}</TeamAuth>
      ) : (
        app
      )}
    </AppProviders>,
  );
  return { ...view, router, user, queryClient };
}

const NAMES: Record<Role, string> = {
  admin: 'Ada Admin',
  recruiter: 'Rita Recruiter',
  interviewer: 'Ian Interviewer',
};

/** A team member for tests: one per role unless told otherwise. */
export function teamMember(role: Role, overrides: Partial<Member> = {}): Member {
  const id = { admin: 1, recruiter: 2, interviewer: 3 }[role];
  const name = NAMES[role];
  return {
    id,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    role,
    ...overrides,
  };
}

/** Team mode, signed in as a member of this role. */
export function teamSession(role: Role, overrides: Partial<Member> = {}): Session {
  return { mode: 'team', user: teamMember(role, overrides) };
}

/**
 * The links of the navigation named `name` (the top bar's "Main", the Settings area's "Settings"),
 * in order, with a star after the one marked as the current page.
 */
export const navLinks = (name: string): string[] =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => `${link.textContent}${link.getAttribute('aria-current') === 'page' ? '*' : ''}`);

// Tests that build their own router or query client take the app's providers from here.
export { AppProviders, createQueryClient };
