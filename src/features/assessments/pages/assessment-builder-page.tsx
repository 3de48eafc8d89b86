export function AssessmentBuilderPage() {
  return <h1>Assessment Builder</h1>;
}
