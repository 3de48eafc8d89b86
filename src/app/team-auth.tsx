import { BootScreen } from '@/components/boot-screen';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Navigate, Outlet, useBlocker, useLocation } from 'react-router';
import { ApiError, errorMessage, onTwoFactorSetupRequired, onUnauthorized } from '@/api/client';
import type { Member } from '@/api/types';
import { getMe } from '@/features/auth/api/get-me';
import { LiveUpdates } from './live-updates';
import { getSetupStatus } from '@/features/auth/api/get-setup-status';
import { logout } from '@/features/auth/api/logout';
import {
  AuthActionsProvider,
  mustSetUpTwoFactor,
  SessionProvider,
  type AuthActions,
  type Session,
  type SignInNotice,
  type TwoFactorState,
} from '@/lib/session';

/**
 * Team mode's session keeper. It lives above the router, so the public pages (the applicant form,
 * an invitation) and the signed-in app share it: accepting an invitation signs in and opens the
 * app. The check (GET /api/auth/me, then GET /api/auth/setup when nobody is signed in) runs only
 * when a page that needs a session is opened, so an applicant never sends it.
 */
export type AuthState =
  | { status: 'unknown' }
  | { status: 'checking' }
  | { status: 'failed'; error: unknown }
  | {
      status: 'signed-out';
      setupNeeded: boolean;
      tokenRequired?: boolean;
      expired: boolean;
      notice?: SignInNotice;
    }
  | { status: 'signed-in'; user: Member; twoFactor?: TwoFactorState };

interface TeamAuthValue {
  state: AuthState;
  check: () => void;
}

const TeamAuthContext = createContext<TeamAuthValue | null>(null);

function useTeamAuth(): TeamAuthValue {
  const value = useContext(TeamAuthContext);
  if (!value) throw new Error('The session gate must be inside <TeamAuth>.');
  return value;
}

const signedOut = (expired = false): AuthState => ({
  status: 'signed-out',
  setupNeeded: false,
  expired,
});

export function TeamAuth({ initialUser, children }: { initialUser?: Member; children: ReactNode }) {
  const client = useQueryClient();
  const [state, setState] = useState<AuthState>(
    initialUser ? { status: 'signed-in', user: initialUser } : { status: 'unknown' },
  );
  const current = useRef(state);
  useEffect(() => {
    current.current = state;
  }, [state]);
  const checking = useRef(false);

  const check = useCallback(() => {
    // Once at a time: React's strict mode runs the gate's effect twice.
    if (checking.current) return;
    checking.current = true;
    setState({ status: 'checking' });
    void (async () => {
      try {
        const { user, twoFactor } = await getMe();
        setState({ status: 'signed-in', user, twoFactor });
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) {
          setState({ status: 'failed', error });
          return;
        }
        try {
          const { needed, tokenRequired } = await getSetupStatus();
          setState({ status: 'signed-out', setupNeeded: needed, tokenRequired, expired: false });
        } catch (inner) {
          setState({ status: 'failed', error: inner });
        }
      } finally {
        checking.current = false;
      }
    })();
  }, []);

  // Any answer of 401 while signed in means the session ended (it expired, or this member signed
  // out elsewhere or was deactivated): back to the sign-in screen.
  useEffect(
    () =>
      onUnauthorized(() => setState((now) => (now.status === 'signed-in' ? signedOut(true) : now))),
    [],
  );

  // The team requires two-factor sign-in and this member has not set it up: every page but their
  // account is refused (403), so the gate keeps them there.
  useEffect(
    () =>
      onTwoFactorSetupRequired(() =>
        setState((now) =>
          now.status === 'signed-in' && !mustSetUpTwoFactor(now.twoFactor)
            ? { ...now, twoFactor: { enabled: false, required: true } }
            : now,
        ),
      ),
    [],
  );

  // Signed out: nothing of what the member saw stays in memory for the next one. This runs after
  // the app has left the screen, so no query is still watched (and fetched again) when it goes.
  useEffect(() => {
    if (state.status === 'signed-out') client.clear();
  }, [state.status, client]);

  const actions = useMemo<AuthActions>(
    () => ({
      signedIn: (user) => {
        const before = current.current;
        // Another member signed in on this page (an invitation opened while signed in).
        if (before.status === 'signed-in' && before.user.id !== user.id)
          client.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
        setState({ status: 'signed-in', user });
      },
      signOut: async () => {
        try {
          await logout();
        } catch (error) {
          // Already signed out (an expired session): the sign-in screen is the right place anyway.
          if (!(error instanceof ApiError && error.status === 401)) throw error;
        }
        setState(signedOut());
      },
      showSignIn: (notice) =>
        setState({ status: 'signed-out', setupNeeded: false, expired: false, notice }),
      refresh: async () => {
        try {
          const { user, twoFactor } = await getMe();
          setState((now) =>
            now.status === 'signed-in' && now.user.id === user.id
              ? { status: 'signed-in', user, twoFactor }
              : now,
          );
        } catch {
          // The state stays as it was; a 401 has signed the page out already (onUnauthorized).
        }
      },
    }),
    [client],
  );

  const value = useMemo(() => ({ state, check }), [state, check]);
  return (
    <TeamAuthContext.Provider value={value}>
      <AuthActionsProvider actions={actions}>{children}</AuthActionsProvider>
    </TeamAuthContext.Provider>
  );
}

const SignInScreen = lazy(() =>
  import('@/features/auth/pages/sign-in-screen').then((module) => ({
    default: module.SignInScreen,
  })),
);
const SetupScreen = lazy(() =>
  import('@/features/auth/pages/setup-screen').then((module) => ({ default: module.SetupScreen })),
);

/** Where a member sets up two-factor sign-in: the one page open to them until they have. */
const ACCOUNT_PATH = '/account';

/**
 * While two-factor sign-in must be set up first, a link to another page keeps the member where
 * they are: the account page keeps what they started (a setup half done), and the other page's
 * code is not loaded for nothing. (An address opened directly is sent back by the gate.)
 */
function StayOnAccount() {
  const blocker = useBlocker(({ nextLocation }) => nextLocation.pathname !== ACCOUNT_PATH);
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
  return null;
}

function Checking() {
  return (
    <BootScreen>
      <p>Opening TalentFlow…</p>
    </BootScreen>
  );
}

/**
 * The route element above every page that needs a member: the sign-in screen (or, on a server
 * with no account yet, the first admin's) until someone is signed in, then the app with the session.
 */
export function SessionGate() {
  const { state, check } = useTeamAuth();
  const client = useQueryClient();
  const { pathname } = useLocation();
  useEffect(() => {
    if (state.status === 'unknown') check();
  }, [state.status, check]);
  const session = useMemo<Session | null>(
    () =>
      state.status === 'signed-in'
        ? { mode: 'team', user: state.user, twoFactor: state.twoFactor }
        : null,
    [state],
  );
  const setUpFirst = session?.mode === 'team' && mustSetUpTwoFactor(session.twoFactor);
  // Once two-factor sign-in is set up, what was refused meanwhile (the bell, a page) is asked again.
  const wasRefused = useRef(setUpFirst);
  useEffect(() => {
    if (wasRefused.current && !setUpFirst) void client.invalidateQueries();
    wasRefused.current = setUpFirst;
  }, [setUpFirst, client]);

  if (session) {
    if (setUpFirst && pathname !== ACCOUNT_PATH) return <Navigate to={ACCOUNT_PATH} replace />;
    return (
      <SessionProvider session={session}>
        {/* The live stream is refused too until two-factor sign-in is set up. */}
        {setUpFirst ? <StayOnAccount /> : <LiveUpdates />}
        <Outlet />
      </SessionProvider>
    );
  }
  if (state.status === 'failed')
    return (
      <div role="alert" className="panel error-panel gate-error">
        <h1>TalentFlow could not open</h1>
        <p>{errorMessage(state.error)}</p>
        <button type="button" className="btn btn-primary" onClick={check}>
          Try again
        </button>
      </div>
    );
  if (state.status === 'signed-out')
    return (
      <Suspense fallback={<Checking />}>
        {state.setupNeeded ? (
          <SetupScreen tokenRequired={state.tokenRequired ?? false} />
        ) : (
          <SignInScreen expired={state.expired} notice={state.notice} />
        )}
      </Suspense>
    );
  return <Checking />;
}
