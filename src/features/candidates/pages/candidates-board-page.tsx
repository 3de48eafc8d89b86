export function CandidatesBoardPage() {
  return <h1>Candidates</h1>;
}
