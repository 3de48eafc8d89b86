import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { NavLink, Outlet, useLocation } from 'react-router';
import { LoadingMessage } from '@/components/status-message';
import { SectionError } from './errors';

export function Layout() {
  const location = useLocation();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <div className="topbar-inner">
          <NavLink to="/" className="brand">
            <span className="brand-mark" aria-hidden="true">
              T
            </span>
            TalentFlow
          </NavLink>
          <nav aria-label="Main">
            <ul className="nav-links">
              <li>
                <NavLink
                  to="/"
                  end
                  className={({ isActive }) =>
                    isActive || location.pathname.startsWith('/jobs') ? 'active' : undefined
                  }
                >
                  Jobs
                </NavLink>
              </li>
              <li>
                <NavLink to="/candidates">Candidates</NavLink>
              </li>
              <li>
                <NavLink to="/backup">Backup</NavLink>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="main" tabIndex={-1}>
        {/* A failing screen keeps the navigation usable; moving elsewhere resets it. */}
        <ErrorBoundary FallbackComponent={SectionError} resetKeys={[location.pathname]}>
          <Suspense fallback={<LoadingMessage>Loading…</LoadingMessage>}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
    </div>
  );
}
