import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Availability } from '@/domain/scheduling';
import { availabilityKeys } from './keys';

/** PUT /api/availability/mine: the hours whole, answered as kept; a 400 says what is wrong. */
export function saveMyAvailability(availability: Availability): Promise<Availability> {
  return apiRequest<Availability>('/availability/mine', { method: 'PUT', body: availability });
}

/** Saves one's hours; what the server kept replaces what is on screen. */
export function useSaveMyAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMyAvailability,
    onSuccess: (saved) => client.setQueryData(availabilityKeys.mine(), saved),
  });
}
