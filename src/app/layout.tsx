import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { errorMessage } from '@/api/client';
import type { Member } from '@/api/types';
import { useToast } from '@/components/toast';
import { can, ROLE_LABELS } from '@/domain/access';
import { useAuthActions, useMember, useTwoFactorSetupRequired } from '@/lib/session';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { OffersToApproveLink } from '@/features/offers/components/offers-to-approve-link';
import { PageOutlet } from './page-outlet';
import { inSettingsArea, useSettingsPages } from './settings-area';

function BrandMark() {
  return (
    <span className="brand-mark" aria-hidden="true">
      T
    </span>
  );
}

/** The page body every layout shares, and the skip link's target. */
function Main() {
  return (
    <main id="main" className="main" tabIndex={-1}>
      <PageOutlet />
    </main>
  );
}

export function Layout() {
  const location = useLocation();
  const member = useMember();
  // The admin pages are one Settings area (settings-area.tsx): one link here, to the first page
  // the member may open, current on every page of the area.
  const settingsPages = useSettingsPages();
  const inSettings = inSettingsArea(location.pathname);
  // Until a required two-factor sign-in is set up, the server refuses the bell's list too.
  const setUpFirst = useTwoFactorSetupRequired();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // On a narrow screen the links fold behind the Menu button. The menu is open only on the page it
  // was opened on, so following a link (a new path) closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.pathname;
  const close = () => setOpenedAt(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
    toggleRef.current?.focus();
  };
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        {/* Escape inside the bar closes the menu. */}
        <div className={member ? 'topbar-inner has-member' : 'topbar-inner'} onKeyDown={onKeyDown}>
          <NavLink to="/" className="brand">
            <BrandMark />
            TalentFlow
          </NavLink>
          <button
            ref={toggleRef}
            type="button"
            className="topbar-menu-toggle"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpenedAt(open ? null : location.pathname)}
          >
            <span className="topbar-menu-icon" aria-hidden="true" />
            Menu
          </button>
          {/* Folded only on a narrow screen (styles.css): a wide one shows it whatever the state. */}
          <div id={menuId} className={open ? 'topbar-menu is-open' : 'topbar-menu'}>
            <nav aria-label="Main">
              <ul className="nav-links">
                <li>
                  <NavLink
                    to="/"
                    end
                    onClick={close}
                    className={({ isActive }) =>
                      isActive || location.pathname.startsWith('/jobs') ? 'active' : undefined
                    }
                  >
                    Jobs
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/candidates" onClick={close}>
                    Candidates
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/interviews" onClick={close}>
                    Interviews
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/reports" onClick={close}>
                    Reports
                  </NavLink>
                </li>
                {/* Team mode only: browser mode's one recruiter approves by submitting. */}
                {member && !setUpFirst && can(member.role, 'approve-offers') && (
                  <li>
                    <OffersToApproveLink onClick={close} />
                  </li>
                )}
                {settingsPages[0] && (
                  <li>
                    <Link
                      to={settingsPages[0].path}
                      onClick={close}
                      className={inSettings ? 'active' : undefined}
                      aria-current={inSettings ? 'page' : undefined}
                    >
                      Settings
                    </Link>
                  </li>
                )}
              </ul>
            </nav>
            {member && <MemberMenu member={member} />}
          </div>
          {/* Outside the folded menu: the bell stays in the bar on a phone. */}
          {member && !setUpFirst && <NotificationBell />}
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
        <NavLink
          to="/account"
          className="topbar-member-name"
          title={`${member.name}: your account`}
        >
          {member.name}
        </NavLink>
        <span className="role-badge">
          <span className="visually-hidden">, </span>
          {ROLE_LABELS[member.role]}
        </span>
      </p>
      <button
        type="button"
        className="btn btn-sm topbar-signout"
        onClick={() => void signOut()}
        disabled={leaving}
      >
        {leaving ? 'Signing out…' : 'Sign out'}
      </button>
    </div>
  );
}

/**
 * The public pages (the applicant form, its thank-you, the careers page): the brand only, no recruiter navigation, since
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
