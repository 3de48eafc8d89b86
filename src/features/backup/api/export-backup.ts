import { apiRequest } from '@/api/client';

/** The whole database as one JSON document (GET /api/backup). */
export function exportBackup(): Promise<unknown> {
  return apiRequest<unknown>('/backup');
}
