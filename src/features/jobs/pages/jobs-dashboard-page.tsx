export function JobsDashboardPage() {
  return <h1>Jobs Dashboard - Test</h1>;
}
