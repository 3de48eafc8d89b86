import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { SlotsAnswer } from '@/domain/schemas';
import { interviewKeys } from './keys';

export interface FreeSlotsQuery {
  /** The panel, every one of them free; with `pool`, one of them free. */
  interviewerIds: number[];
  pool?: boolean;
  durationMinutes: number;
  /** The window, as UTC ISO times. */
  from: string;
  to: string;
  /** No slot starts sooner than this from now (0 when not given). */
  minNoticeHours?: number;
  /** An interview being moved: its own time is free. */
  exceptInterviewId?: number;
}

/** GET /api/scheduling/slots: the slots of a window when a panel (or one of a pool) is free. */
export function fetchFreeSlots(query: FreeSlotsQuery, signal?: AbortSignal): Promise<SlotsAnswer> {
  return apiRequest<SlotsAnswer>('/scheduling/slots', {
    query: {
      [query.pool ? 'anyOf' : 'interviewerIds']: query.interviewerIds.join(','),
      duration: query.durationMinutes,
      from: query.from,
      to: query.to,
      minNoticeHours: query.minNoticeHours ?? 0,
      ...(query.exceptInterviewId && { exceptInterviewId: query.exceptInterviewId }),
    },
    signal,
  });
}

/**
 * The free slots of a window; nothing is asked while there is no query or no one in it. Free time
 * changes whenever anyone schedules, so what is shown is read again each time it is shown.
 */
export function useFreeSlots(query: FreeSlotsQuery | undefined) {
  return useQuery({
    queryKey: interviewKeys.freeSlots(query ?? {}),
    queryFn: ({ signal }) => fetchFreeSlots(query!, signal),
    enabled: query !== undefined && query.interviewerIds.length > 0,
    staleTime: 0,
  });
}
