import { Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { NavLink, Outlet, useLocation } from 'react-router';
import { errorMessage } from '@/api/client';
import type { Member } from '@/api/types';
import { LoadingMessage } from '@/components/status-message';
import { useToast } from '@/components/toast';
import { ROLE_LABELS } from '@/domain/access';
import { useAuthActions, useCan, useMember } from '@/lib/session';
import { SectionError } from './errors';

function BrandMark() {
  return (
    <span className="brand-mark" aria-hidden="true">
      T
    </span>
  );
}

/** The page body every layout shares: a failing screen keeps the rest usable; moving elsewhere resets it. */
function Main() {
  const location = useLocation();
  return (
    <main id="main" className="main" tabIndex={-1}>
      <ErrorBoundary FallbackComponent={SectionError} resetKeys={[location.pathname]}>
        <Suspense fallback={<LoadingMessage>Loading…</LoadingMessage>}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </main>
  );
}

export function Layout() {
  const location = useLocation();
  const member = useMember();
  const mayBackup = useCan('backup');
  const mayManageTeam = useCan('manage-members');
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <div className={member ? 'topbar-inner has-member' : 'topbar-inner'}>
          <NavLink to="/" className="brand">
            <BrandMark />
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
              {member && mayManageTeam && (
                <li>
                  <NavLink to="/team">Team</NavLink>
                </li>
              )}
              {mayBackup && (
                <li>
                  <NavLink to="/backup">Backup</NavLink>
                </li>
              )}
            </ul>
          </nav>
          {member && <MemberMenu member={member} />}
        </div>
      </header>
      <Main />
    </div>
  );
}

/** Team mode: who is signed in, with which role, and the way out. */
function MemberMenu({ member }: { member: Member }) {
  const actions = useAuthActions();
  const toast = useToast();
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    if (!actions || leaving) return;
    setLeaving(true);
    try {
      await actions.signOut();
    } catch (error) {
      setLeaving(false);
      toast.show(`Could not sign out: ${errorMessage(error)}`, 'error');
    }
  };
  return (
    <div className="topbar-member">
      <p className="topbar-member-who">
        <span className="topbar-member-name" title={member.name}>
          {member.name}
        </span>
        <span className="role-badge">
          <span className="visually-hidden">, </span>
          {ROLE_LABELS[member.role]}
        </span>
      </p>
      <button type="button" className="btn btn-sm topbar-signout" onClick={() => void signOut()} disabled={leaving}>
        {leaving ? 'Signing out…' : 'Sign out'}
      </button>
    </div>
  );
}

/**
 * Team mode's public pages (the applicant form): the brand only, no recruiter navigation, since
 * the person filling in the form has no account.
 */
export function PublicLayout() {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <div className="topbar-inner">
          <span className="brand">
            <BrandMark />
            TalentFlow
          </span>
        </div>
      </header>
      <Main />
    </div>
  );
}
