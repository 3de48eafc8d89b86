import { useMemo, type ReactNode } from 'react';
import { ownValue, visibleQuestionIds, type AnswerValue } from '@/domain/assessment';
import type { Answers, AssessmentStructure, Question } from '@/domain/types';
import { QuestionField } from './question-field';

export interface AssessmentFieldsProps {
  structure: AssessmentStructure;
  answers: Answers;
  onAnswer: (questionId: string, value: AnswerValue) => void;
  /** A file-upload question's file, for a form that sends files. */
  onFile?: (questionId: string, file: File | undefined) => void;
  idPrefix: string;
  errors?: Record<string, string>;
  /** 2 on the applicant page, 4 inside the builder's preview panel. */
  headingLevel: 2 | 3 | 4;
  /** The preview keeps empty sections in view, so the builder shows what it is working on. */
  showEmptySections?: boolean;
  noteFor?: (question: Question) => ReactNode;
}

/**
 * The assessment's sections and their currently visible questions, shared by the preview and the
 * applicant form. Answers and errors are read by own key: a question may be named "constructor".
 */
export function AssessmentFields({
  structure,
  answers,
  onAnswer,
  onFile,
  idPrefix,
  errors = {},
  headingLevel,
  showEmptySections = false,
  noteFor,
}: AssessmentFieldsProps) {
  const visible = useMemo(() => visibleQuestionIds(structure, answers), [structure, answers]);
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h2';
  return (
    <>
      {structure.sections.map((section) => {
        const questions = section.questions.filter((q) => visible.has(q.id));
        if (!questions.length && !showEmptySections) return null;
        const headingId = `${idPrefix}-${section.id}-title`;
        return (
          <section key={section.id} className="form-section" aria-labelledby={headingId}>
            <Heading id={headingId} className="form-section-title">
              {section.title.trim() || 'Untitled section'}
            </Heading>
            {questions.length ? (
              questions.map((question) => (
                <QuestionField
                  key={question.id}
                  question={question}
                  value={ownValue(answers, question.id)}
                  onChange={(value) => onAnswer(question.id, value)}
                  onFile={onFile && ((file) => onFile(question.id, file))}
                  idPrefix={idPrefix}
                  error={ownValue(errors, question.id)}
                  note={noteFor?.(question)}
                />
              ))
            ) : (
              <p className="field-hint">
                {section.questions.length
                  ? 'Every question here is hidden by its condition right now.'
                  : 'No questions in this section yet.'}
              </p>
            )}
          </section>
        );
      })}
    </>
  );
}
