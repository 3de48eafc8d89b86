import { lazy, StrictMode, Suspense, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from 'react-error-boundary';
import { matchRoutes } from 'react-router';
import { App, createAppRouter } from './app/app';
import { createQueryClient } from './app/providers';
import { REPLACED_MESSAGES } from './api/change-feed';
import { isTeamMode } from './api/mode';
import { startBrowserBackend, type ReplacedReason } from './app/browser-backend';
import { AppCrash } from './app/errors';
import { BootScreen, StartingScreen } from './components/boot-screen';
import { routes } from './app/routes';
import './app/styles.css';

interface BootState {
  /** Seeding progress from 0 to 1, or null while no seeding is going on. */
  progress: number | null;
  ready: boolean;
  failure: Error | null;
  /** A newer TalentFlow took over the database, or the browser removed it: this tab must reload. */
  replaced: ReplacedReason | null;
}

let boot: BootState = { progress: null, ready: false, failure: null, replaced: null };
const listeners = new Set<() => void>();
function update(patch: Partial<BootState>) {
  boot = { ...boot, ...patch };
  listeners.forEach((listener) => listener());
}

const client = createQueryClient();
/** Made before the backend's start when the page returns to an installed app (see below). */
let router: ReturnType<typeof createAppRouter> | undefined;

/** Browser mode: the API is the app's own service worker, started here. */
function startBrowserMode(): void {
  // A return visit: the worker already controls this page (its database was opened and seeded
  // when it was installed), so the router is made now and the screen's loader asks for its data
  // beside its code, while the start below finishes. A first visit waits: an API call from a page
  // the worker does not control yet would reach the network.
  const returning = Boolean(navigator.serviceWorker?.controller);
  if (returning) router = createAppRouter(client);

  // Fetch the first screen's code while the backend starts, instead of after it.
  for (const match of matchRoutes(routes, window.location) ?? []) {
    const { lazy } = match.route;
    if (typeof lazy === 'function') void lazy().catch(() => {});
  }

  // Start once, outside React: the worker opens the database and seeds it when empty (with progress).
  // A returning page shows the app at once: every API call it makes waits in the worker for that
  // same start, so nothing is read before the database is open.
  if (returning) update({ ready: true });
  startBrowserBackend({
    onProgress: (progress) => update({ progress }),
    onReplaced: (replaced) =>
      update({ replaced: boot.replaced === 'deleted' ? 'deleted' : replaced }),
  }).then(
    () => update({ ready: true }),
    (error: unknown) =>
      update({ failure: error instanceof Error ? error : new Error(String(error)) }),
  );
}

function useBoot(): BootState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => boot,
  );
}

function ReloadBanner({ reason }: { reason: ReplacedReason }) {
  return (
    <div role="alert" className="update-banner">
      <span>{REPLACED_MESSAGES[reason]}</span>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        onClick={() => window.location.reload()}
      >
        Reload
      </button>
    </div>
  );
}

function Boot() {
  const { progress, ready, failure, replaced } = useBoot();
  if (failure) throw failure;
  if (ready) {
    return (
      <>
        {replaced && <ReloadBanner reason={replaced} />}
        <App client={client} router={router} />
      </>
    );
  }
  return (
    <BootScreen>
      {progress === null ? (
        <p>Starting TalentFlow…</p>
      ) : (
        <>
          <p>Preparing sample data… {Math.round(progress * 100)}%</p>
          <progress
            max={100}
            value={Math.round(progress * 100)}
            aria-label="Preparing sample data"
          />
        </>
      )}
    </BootScreen>
  );
}

/**
 * Team mode (the team server marks its page): a Node server answers /api, so no service worker is
 * started. Its screens (the session gate, sign-in, the Team page) are chunks of their own, which
 * browser mode never loads.
 */
const TeamApp = lazy(() =>
  import('./app/team-app').then((module) => {
    module.prefetchTeamScreen();
    return { default: module.TeamApp };
  }),
);

const team = isTeamMode();
if (!team) startBrowserMode();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ErrorBoundary FallbackComponent={AppCrash}>
      {team ? (
        <Suspense fallback={<StartingScreen />}>
          <TeamApp />
        </Suspense>
      ) : (
        <Boot />
      )}
    </ErrorBoundary>
  </StrictMode>,
);
