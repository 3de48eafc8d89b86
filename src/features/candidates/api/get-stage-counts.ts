// How many candidates each stage holds under the board's filters: the shared query (the job page
// shows the same counts for one job).
export {
  getStageCounts,
  stageCountsQueryOptions,
  useStageCounts,
} from '@/api/queries/get-stage-counts';
