/** Every query key of the interviews feature, defined once. */
export const interviewKeys = {
  all: ['interviews'] as const,
  plan: (jobId: number) => ['interviews', 'plan', jobId] as const,
  lists: () => ['interviews', 'list'] as const,
  candidate: (candidateId: number) => ['interviews', 'list', 'candidate', candidateId] as const,
  /** The member's calendar feed (team mode). */
  feed: () => ['interviews', 'feed'] as const,
  /** A candidate's scorecard summary. */
  scorecards: (candidateId: number) => ['interviews', 'scorecards', candidateId] as const,
  /** One's own scorecard on an interview (in browser mode, for whom it is written). */
  myScorecard: (interviewId: number, interviewerId?: number) =>
    ['interviews', 'my-scorecard', interviewId, interviewerId ?? 'me'] as const,
  /** A candidate's self-scheduling links, newest first. */
  schedulingLinks: (candidateId: number) =>
    ['interviews', 'scheduling-links', candidateId] as const,
  /** A panel's (or a pool's) free slots over a window. */
  freeSlots: (query: object) => ['interviews', 'free-slots', query] as const,
};
