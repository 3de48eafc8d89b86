/** One measure of the server bench: a request, asked many times. */
export interface Measure {
  key: string;
  label: string;
  baseline?: boolean;
  /** Which goal judges it: the session's, a board read's, a move's, the candidate list's (LIST_GOAL); none for the reports. */
  kind?: 'session' | 'read' | 'move' | 'list' | 'slots';
  /** Asked for with the others of its group too (BENCH_SERVER_ONLY=list). */
  group?: string;
  /** Asked without a session (the health check). */
  anonymous?: boolean;
  /** Asked by the bench's interviewer, who sees only the candidates they interview. */
  asInterviewer?: boolean;
  path?: string;
  method?: string;
  write?: boolean;
  setupRequest?: (req: any) => any;
}
