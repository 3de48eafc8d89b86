import { getDb } from '@/server/db';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

/** Calls the real API handlers over HTTP, as any client would. */
export async function api<T = any>(method: string, path: string, body?: unknown, rawBody?: string): Promise<ApiAnswer<T>> {
  const response = await fetch(`http://localhost/api${path}`, {
    method,
    headers: body === undefined && rawBody === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Every row of every table, to prove that a rejected request changed nothing. */
export async function snapshotDb(): Promise<Record<string, unknown[]>> {
  const db = getDb();
  const out: Record<string, unknown[]> = {};
  for (const table of db.tables) out[table.name] = await table.toArray();
  return out;
}
