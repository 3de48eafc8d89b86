/** The one way the UI talks to the backend: JSON over HTTP under /api. */
import { THIS_TAB } from './change-feed';

export { onRemoteChange, type ChangeMessage } from './change-feed';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The answer's other error fields, such as the id of the row a conflict is about. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Team mode: an answer of 401 means the session has ended (expired, or signed out in another tab).
 * The app listens here and returns to the sign-in screen; browser mode never answers 401.
 */
const unauthorizedListeners = new Set<() => void>();

export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * Team mode: a 403 `two_factor_setup_required` means the team requires two-factor sign-in and
 * this member has not set it up yet. The app listens here and keeps them on their account page.
 */
export const TWO_FACTOR_SETUP_REQUIRED = 'two_factor_setup_required';
const setupRequiredListeners = new Set<() => void>();

export function onTwoFactorSetupRequired(listener: () => void): () => void {
  setupRequiredListeners.add(listener);
  return () => setupRequiredListeners.delete(listener);
}

/** The message the spec shows when a response is not ok and says nothing better. */
export const NOT_OK_MESSAGE = 'Network response was not ok';

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** A multipart form instead of a JSON body (an application with files). */
  form?: FormData;
  /** A file sent as the body with its own type (a CSV to import). */
  file?: Blob;
  signal?: AbortSignal;
}

/** The build of this page: an API of another build refuses its writes (the page must reload). */
const BUILD = typeof __TALENTFLOW_BUILD__ === 'string' ? __TALENTFLOW_BUILD__ : undefined;

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(`/api${path}`, globalThis.location?.origin ?? 'http://localhost');
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '')
      url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  try {
    return await fetch(apiUrl(path, options.query), {
      method,
      headers: {
        // A form sets its own Content-Type (multipart, with its boundary).
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(options.file?.type ? { 'Content-Type': options.file.type } : {}),
        'X-TalentFlow-Tab': THIS_TAB,
        ...(BUILD ? { 'X-TalentFlow-Build': BUILD } : {}),
      },
      body:
        options.form ??
        options.file ??
        (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'network',
      'Could not reach TalentFlow. Check your connection and try again.',
    );
  }
}

/** A file the API answers (GET /api/files/:id), as a Blob; a refusal is an ApiError as ever. */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send(path, options);
  if (response.ok) return response.blob();
  return failed(response);
}

async function failed(response: Response): Promise<never> {
  let data: unknown;
  try {
    data = JSON.parse(await response.text());
  } catch {
    data = undefined;
  }
  if (response.status === 401) for (const listener of [...unauthorizedListeners]) listener();
  const error = (data as { error?: { code?: string; message?: string } } | undefined)?.error;
  const { code, message, ...details } = typeof error === 'object' && error !== null ? error : {};
  if (response.status === 403 && code === TWO_FACTOR_SETUP_REQUIRED)
    for (const listener of [...setupRequiredListeners]) listener();
  throw new ApiError(response.status, code ?? 'http_error', message ?? NOT_OK_MESSAGE, details);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  if (!response.ok) return failed(response);
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  return data as T;
}

/** A readable message for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
