export function JobDetailPage() {
  return <h1>Job</h1>;
}
