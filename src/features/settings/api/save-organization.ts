import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { organizationKey } from '@/api/queries/get-organization';
import type { Organization } from '@/domain/organization';

/** PUT /api/settings/organization: name, website and careers introduction at once; 400 names a bad field. */
export function saveOrganization(body: Organization): Promise<Organization> {
  return apiRequest<Organization>('/settings/organization', { method: 'PUT', body });
}

/** Saves them; what the server kept (trimmed) replaces the shared cache entry. */
export function useSaveOrganization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveOrganization,
    onSuccess: (saved) => client.setQueryData(organizationKey, saved),
  });
}
