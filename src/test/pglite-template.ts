/**
 * Vitest's globalSetup of the api-pglite project: makes one migrated in-memory PGlite, once for
 * the whole run, and keeps its data directory in a file whose path every test file receives as
 * `inject('pgliteTemplate')`. A test file then loads its PGlite from it (about 0.6 s) instead of
 * running initdb and the migrations itself (about 3 s each on a busy 2-core machine).
 *
 * This file runs in Vitest's Node process, but the app's tsconfig (src is browser code) carries
 * no Node types: it names the little of Node it uses itself.
 */
import type { TestProject } from 'vitest/node';
// Declares `pgliteTemplate` among what a project may provide.
import type {} from './backend';

interface NodeFs {
  mkdtempSync(prefix: string): string;
  writeFileSync(path: string, data: Uint8Array): void;
  rmSync(path: string, options: { recursive: boolean; force: boolean }): void;
}

// Node's modules by name: the app's tsconfig (browser code) has no Node types.
const node = (name: string): Promise<any> => import(/* @vite-ignore */ name);

export default async function setup(project: TestProject): Promise<() => void> {
  const [fs, os, path] = (await Promise.all([
    node('node:fs'),
    node('node:os'),
    node('node:path'),
  ])) as [NodeFs, { tmpdir(): string }, { join(...parts: string[]): string }];
  const [{ PGlite }, { connectPgStore }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@/server/store/pg/connect'),
  ]);
  const pglite = await PGlite.create();
  let dump: Blob;
  try {
    const { close } = await connectPgStore({ pglite });
    await close();
    dump = await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentflow-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
