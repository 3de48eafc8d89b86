/** Registering browser mode's service worker: where it is, and the seed the page asks for. */

/** A seed value for reproducible sample data (tests and demos): localStorage "talentflow:seed". */
export function seedValue(): number | undefined {
  const raw = localStorage.getItem('talentflow:seed');
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The worker's address. The dev server serves it as a module from vite-plugin-pwa's dev route. A
 * seed for reproducible sample data rides in the address, so the worker can seed while it installs.
 */
function workerUrl(seed: number | undefined): string {
  const url = new URL(import.meta.env.DEV ? '/dev-sw.js?dev-sw' : '/sw.js', window.location.origin);
  if (seed !== undefined) url.searchParams.set('seed', String(seed));
  return `${url.pathname}${url.search}`;
}

let registration: Promise<ServiceWorkerRegistration> | undefined;

/** The page's worker registration, made once. */
export function registerWorker(): Promise<ServiceWorkerRegistration> {
  const { serviceWorker } = navigator;
  if (!serviceWorker) {
    return Promise.reject(
      new Error(
        'TalentFlow keeps your data in this browser with a service worker, and this browser (or window) does not allow one.',
      ),
    );
  }
  registration ??= serviceWorker.register(workerUrl(seedValue()), {
    type: import.meta.env.DEV ? 'module' : 'classic',
    scope: '/',
  });
  return registration;
}
