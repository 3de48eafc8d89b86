import { answerEntries } from '@/domain/assessment';
import type { FileInfo } from '@/domain/files';
import type { Answers, AssessmentStructure } from '@/domain/types';
import { FileDownload } from '@/components/file-download';

/**
 * Stored answers with the questions' current labels, in the order of the form, each file-upload
 * answer with its file; a basic application's résumé comes first.
 */
export function AnswerList({
  structure,
  answers,
  files = [],
}: {
  structure: AssessmentStructure | undefined;
  answers: Answers;
  files?: FileInfo[];
}) {
  const entries = answerEntries(structure, answers);
  const resume = files.find((file) => file.questionId === undefined);
  if (!entries.length && !resume) return <p className="field-hint">No answers were given.</p>;
  return (
    <dl className="answer-list">
      {resume && (
        <div className="answer-row">
          <dt>Résumé</dt>
          <dd>
            <FileDownload file={resume} />
          </dd>
        </div>
      )}
      {entries.map((entry) => {
        const file = files.find((f) => f.questionId === entry.questionId);
        return (
          <div key={entry.questionId} className="answer-row">
            <dt>{entry.label}</dt>
            <dd>{file ? <FileDownload file={file} /> : entry.value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
