import { HttpError } from './errors';

/**
 * Artificial latency and failures, so loading states and rollbacks can be seen and tested.
 * Off by default. Switch at run time in the browser console or a test:
 *   localStorage.setItem('talentflow:chaos', JSON.stringify({ latencyMs: 2000, failureRate: 1 }))
 * `latencyMs` delays every API answer; `failureRate` (0..1) fails that share of writes with a 503.
 */
export interface ChaosSettings {
  latencyMs: number;
  failureRate: number;
}

export const CHAOS_STORAGE_KEY = 'talentflow:chaos';

let override: ChaosSettings | undefined;

/** Tests in Node set chaos directly; the browser reads localStorage on every request. */
export function setChaos(settings: Partial<ChaosSettings> | undefined): void {
  override = settings ? { latencyMs: 0, failureRate: 0, ...settings } : undefined;
}

export function readChaos(): ChaosSettings {
  if (override) return override;
  try {
    const raw = globalThis.localStorage?.getItem(CHAOS_STORAGE_KEY);
    if (!raw) return { latencyMs: 0, failureRate: 0 };
    const parsed = JSON.parse(raw) as Partial<ChaosSettings>;
    const latencyMs = Number(parsed.latencyMs);
    const failureRate = Number(parsed.failureRate);
    return {
      latencyMs: Number.isFinite(latencyMs) ? Math.min(Math.max(latencyMs, 0), 60_000) : 0,
      failureRate: Number.isFinite(failureRate) ? Math.min(Math.max(failureRate, 0), 1) : 0,
    };
  } catch {
    return { latencyMs: 0, failureRate: 0 };
  }
}

export async function applyChaos(method: string): Promise<void> {
  const { latencyMs, failureRate } = readChaos();
  if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
  if (method !== 'get' && failureRate > 0 && Math.random() < failureRate) {
    throw new HttpError(503, 'simulated_failure', 'The server is unavailable (simulated failure). Nothing was saved; try again.');
  }
}
