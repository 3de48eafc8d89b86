export function CandidateProfilePage() {
  return <h1>Candidate</h1>;
}
