import { apiBlob } from '@/api/client';

/** GET /api/files/:id: an applicant's file, for a member to save. */
export function downloadFile(id: number): Promise<Blob> {
  return apiBlob(`/files/${id}`);
}
