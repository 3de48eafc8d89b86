import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '@/api/client';
import { saveBlob } from '@/lib/save-file';
import { myApplicationPath } from './keys';

export const MY_DATA_FILE = 'my-application.json';

/** GET /api/my-application/:token/data: what the applicant gave, as JSON. */
export function downloadMyApplicationData(token: string): Promise<Blob> {
  return apiBlob(`${myApplicationPath(token)}/data`);
}

/**
 * Fetched rather than followed as a link, so a refusal (a withdrawn link, a network failure) is
 * said on the page and never saved as the file.
 */
export function useDownloadMyApplicationData(token: string) {
  return useMutation({
    mutationFn: () => downloadMyApplicationData(token),
    onSuccess: (blob) => saveBlob(blob, MY_DATA_FILE),
  });
}
