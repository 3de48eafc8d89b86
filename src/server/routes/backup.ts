import { backupSchema, restoreResultSchema } from '@/domain/schemas';
import { allow } from '../access';
import { ApiRoutes, jsonRequest, ok, createRoute } from '../openapi/define';
import { exportBackup, restoreBackup } from '../services/backup';
import type { Store } from '../store/types';

export function backupRoutes(store: Store): ApiRoutes {
  return new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/',
        operationId: 'exportBackup',
        tags: ['Backup'],
        summary: 'The whole hiring data as one JSON document',
        middleware: allow('backup'),
        responses: { 200: ok(backupSchema) },
      }),
      async (c) => c.json(await exportBackup(store)),
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/restore',
        operationId: 'restoreBackup',
        tags: ['Backup'],
        summary: 'Replace everything with a backup',
        middleware: allow('backup'),
        request: { body: jsonRequest(backupSchema) },
        // Read as a stream, checked as it is restored: a backup may be far larger than memory.
        ownBody: true,
        responses: { 200: ok(restoreResultSchema) },
      }),
      async (c) => c.json(await restoreBackup(store, c.req.raw.body)),
    );
}
