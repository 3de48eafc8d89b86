import { useCallback, useMemo, useState } from 'react';
import {
  allQuestions,
  resumeSetting,
  visibleQuestionIds,
  withOwnValue,
  type AnswerValue,
} from '@/domain/assessment';
import type { Answers, AssessmentStructure, Question } from '@/domain/types';
import { describeCondition } from '../logic/describe';
import { AssessmentFields } from './assessment-fields';
import { ResumeField } from './resume-field';

/**
 * The applicant's view of the structure being edited, updated as the recruiter types. It cannot
 * change the assessment and submits nothing; answers tried here only show the conditions at work.
 */
export function AssessmentPreview({ structure }: { structure: AssessmentStructure }) {
  const [answers, setAnswers] = useState<Answers>({});
  const onAnswer = useCallback(
    (id: string, value: AnswerValue) => setAnswers((all) => withOwnValue(all, id, value)),
    [],
  );
  const noteFor = useCallback(
    (question: Question) => {
      const text = describeCondition(structure, question);
      return text ? <span className="condition-note">{text}</span> : null;
    },
    [structure],
  );
  const tried = Object.keys(answers).length > 0;
  const resume = resumeSetting(structure);
  const hidden = useMemo(
    () => allQuestions(structure).length - visibleQuestionIds(structure, answers).size,
    [structure, answers],
  );

  return (
    <aside className="builder-preview" aria-labelledby="preview-heading">
      <div className="preview-bar">
        <h2 id="preview-heading">Live preview</h2>
        {tried && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setAnswers({})}>
            Clear answers
          </button>
        )}
      </div>
      <p className="preview-intro">
        What applicants will see. Try answers to check your conditions: nothing here is saved or
        submitted.
      </p>
      {hidden > 0 && (
        <p className="preview-hidden-note">
          {hidden === 1 ? '1 question is' : `${hidden} questions are`} hidden until{' '}
          {hidden === 1 ? 'its condition is' : 'their conditions are'} met.
        </p>
      )}
      <div className="preview-card">
        <h3 className="preview-title">{structure.title.trim() || 'Untitled assessment'}</h3>
        {resume === 'off' ? (
          <p className="field-hint">This job does not ask for a résumé.</p>
        ) : (
          <ResumeField id="preview-resume" setting={resume} headingLevel={4} />
        )}
        {structure.sections.length === 0 ? (
          <p className="field-hint">Add a section to see it here.</p>
        ) : (
          <AssessmentFields
            structure={structure}
            answers={answers}
            onAnswer={onAnswer}
            idPrefix="preview"
            headingLevel={4}
            showEmptySections
            noteFor={noteFor}
          />
        )}
        <div className="form-actions">
          <button type="button" className="btn btn-primary" disabled title="Preview only">
            Submit Application
          </button>
        </div>
      </div>
    </aside>
  );
}
