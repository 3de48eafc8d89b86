import { createContext, useContext } from 'react';

/** Each listed job's number of candidates, by job id; empty while they load. */
export const CandidateCountsContext = createContext<Readonly<Record<string, number>>>({});

/** "12 candidates" on a job's card, once the counts are in. */
export function CandidateTotal({ jobId }: { jobId: number }) {
  const count = useContext(CandidateCountsContext)[jobId];
  if (count === undefined) return null;
  return (
    <span className="job-candidate-total">
      {count === 1 ? '1 candidate' : `${count} candidates`}
    </span>
  );
}
