import { DomainError } from './errors';
import type { Store } from './store/types';

/**
 * Artificial latency and failures, so loading states and rollbacks can be seen and tested.
 * Off by default; switched at run time with `PUT /api/settings/chaos` (docs/api.md).
 * `latencyMs` delays every API answer; `failureRate` (0..1) fails that share of writes with a 503.
 */
export interface ChaosSettings {
  latencyMs: number;
  failureRate: number;
}

export const NO_CHAOS: ChaosSettings = { latencyMs: 0, failureRate: 0 };

/** Where a host keeps the settings: read on every request, written by the settings endpoint. */
export interface ChaosControl {
  read(): Promise<ChaosSettings>;
  write(settings: ChaosSettings): Promise<void>;
}

/** Settings kept in memory (tests, and a cache for hosts that also persist them). */
export function memoryChaos(
  initial: ChaosSettings = NO_CHAOS,
): ChaosControl & { current: ChaosSettings } {
  const control = {
    current: initial,
    read: async () => control.current,
    write: async (settings: ChaosSettings) => {
      control.current = settings;
    },
  };
  return control;
}

/** Any stored value as settings within bounds; anything unreadable means no chaos. */
export function normalizeChaos(value: unknown): ChaosSettings {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Partial<
    Record<keyof ChaosSettings, unknown>
  >;
  const latencyMs = Number(raw.latencyMs);
  const failureRate = Number(raw.failureRate);
  return {
    latencyMs: Number.isFinite(latencyMs) ? Math.min(Math.max(latencyMs, 0), 60_000) : 0,
    failureRate: Number.isFinite(failureRate) ? Math.min(Math.max(failureRate, 0), 1) : 0,
  };
}

export async function applyChaos(
  { latencyMs, failureRate }: ChaosSettings,
  method: string,
): Promise<void> {
  if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
  if (method !== 'GET' && method !== 'HEAD' && failureRate > 0 && Math.random() < failureRate) {
    throw new DomainError(
      'unavailable',
      'simulated_failure',
      'The server is unavailable (simulated failure). Nothing was saved; try again.',
    );
  }
}

const CHAOS_KEY = 'chaos';

/**
 * Settings kept in the store, so they outlive the process that answers the API (a browser stops
 * an idle service worker at any time). Read once, then served from memory.
 */
export function storedChaos(store: Store): ChaosControl {
  let cached: Promise<ChaosSettings> | undefined;
  return {
    read() {
      cached ??= store
        .transaction('read', (tx) => tx.settings.get(CHAOS_KEY))
        .then(normalizeChaos, () => NO_CHAOS);
      return cached;
    },
    async write(settings) {
      await store.transaction('write', (tx) => tx.settings.set(CHAOS_KEY, settings));
      cached = Promise.resolve(settings);
    },
  };
}
