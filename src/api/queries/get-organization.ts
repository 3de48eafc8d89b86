import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Organization } from '@/domain/organization';
import { apiRequest } from '../client';

/**
 * GET /api/settings/organization (public): the organization's name, website and careers page
 * introduction. Shared by Settings, which edits them, and the careers and apply pages, which show
 * them and name the organization in each job posting: one cache entry, so a save shows at once.
 */
export const organizationKey = ['settings', 'organization'] as const;

export function fetchOrganization(signal?: AbortSignal): Promise<Organization> {
  return apiRequest<Organization>('/settings/organization', { signal });
}

export function organizationQueryOptions() {
  return queryOptions({
    queryKey: organizationKey,
    queryFn: ({ signal }) => fetchOrganization(signal),
  });
}

export function useOrganization() {
  return useQuery(organizationQueryOptions());
}
