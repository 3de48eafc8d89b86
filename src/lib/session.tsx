import { createContext, useContext, type ReactNode } from 'react';
import type { Member } from '@/api/types';
import { can, type Action } from '@/domain/access';

/**
 * Who is using the app. Browser mode has one local recruiter and no account; team mode has a
 * signed-in member with a role. Screens read this to hide what the member may not do (the API
 * refuses it anyway, with a 403).
 */
export type Session =
  | { mode: 'browser' }
  | {
      mode: 'team';
      user: Member;
      /** Whether the member uses two-factor sign-in and the team requires it (unknown until asked). */
      twoFactor?: TwoFactorState;
    };

export interface TwoFactorState {
  enabled: boolean;
  required: boolean;
}

const BROWSER_SESSION: Session = { mode: 'browser' };

// Browser mode needs no provider: the default is its local recruiter.
const SessionContext = createContext<Session>(BROWSER_SESSION);

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}

/** The signed-in member in team mode; null in browser mode. */
export function useMember(): Member | null {
  const session = useSession();
  return session.mode === 'team' ? session.user : null;
}

/**
 * Team mode: the team requires two-factor sign-in and this member has not set it up, so only
 * their account page is open to them.
 */
export function useTwoFactorSetupRequired(): boolean {
  const session = useSession();
  return session.mode === 'team' && mustSetUpTwoFactor(session.twoFactor);
}

export const mustSetUpTwoFactor = (state: TwoFactorState | undefined): boolean =>
  !!state && state.required && !state.enabled;

/** Whether the current user may do this (browser mode: the local recruiter, `can(null, …)`). */
export function useCan(action: Action): boolean {
  const session = useSession();
  return can(session.mode === 'team' ? session.user.role : null, action);
}

/** What the auth screens and the layout ask of team mode's session keeper (src/app). */
export interface AuthActions {
  /** A member signed in (sign-in, first admin, accepted invitation): the app opens for them. */
  signedIn: (user: Member) => void;
  /** Signs out on the server, then shows the sign-in screen with an empty cache. */
  signOut: () => Promise<void>;
  /**
   * Shows the sign-in screen: the first admin exists after all (another tab made it), this session
   * was ended, or a new password is set and the member signs in with it and a code (`notice`).
   */
  showSignIn: (notice?: SignInNotice) => void;
  /** Asks the server again who is signed in and what two-factor sign-in they use. */
  refresh: () => Promise<void>;
}

/** Why the sign-in screen is shown, when it has something to say. */
export type SignInNotice = 'password-set';

const AuthActionsContext = createContext<AuthActions | null>(null);

export function AuthActionsProvider({
  actions,
  children,
}: {
  actions: AuthActions;
  children: ReactNode;
}) {
  return <AuthActionsContext.Provider value={actions}>{children}</AuthActionsContext.Provider>;
}

/** Team mode's session actions; null in browser mode, where nobody signs in. */
export function useAuthActions(): AuthActions | null {
  return useContext(AuthActionsContext);
}
