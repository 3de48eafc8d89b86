export function ApplyPage() {
  return <h1>Apply</h1>;
}
