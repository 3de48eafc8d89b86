import { answerEntries } from '@/domain/assessment';
import type { Answers, AssessmentStructure } from '@/domain/types';

/** Stored answers with the questions' current labels, in the order of the form. */
export function AnswerList({ structure, answers }: { structure: AssessmentStructure | undefined; answers: Answers }) {
  const entries = answerEntries(structure, answers);
  if (!entries.length) return <p className="field-hint">No answers were given.</p>;
  return (
    <dl className="answer-list">
      {entries.map((entry) => (
        <div key={entry.questionId} className="answer-row">
          <dt>{entry.label}</dt>
          <dd>{entry.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function formatSubmitted(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}
