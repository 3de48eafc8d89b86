import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/client';
import { ErrorMessage } from '@/components/status-message';
import { allQuestions, answersToStore, validateAnswers, validateApplicant, visibleQuestionIds, type AnswerValue } from '@/domain/assessment';
import type { Answers, AssessmentStructure, Candidate } from '@/domain/types';
import { useSubmitAssessment } from '../api/submit-assessment';
import { AssessmentFields } from './assessment-fields';
import { fieldId } from './question-field';

const ID_PREFIX = 'answer';
const NAME_ID = 'applicant-name';
const EMAIL_ID = 'applicant-email';

interface ApplicationFormProps {
  jobId: number;
  structure: AssessmentStructure;
  onSubmitted: (candidate: Candidate) => void;
}

/**
 * The applicant's form. Checked on submit with the domain's rules (the server checks again with the
 * same ones); a field's error clears as soon as it is edited; hidden questions are neither checked
 * nor sent.
 */
export function ApplicationForm({ jobId, structure, onSubmitted }: ApplicationFormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [answers, setAnswers] = useState<Answers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The field to focus after a blocked submit; a fresh object each time, so the same field refocuses.
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  const submit = useSubmitAssessment(jobId);

  const visible = useMemo(() => visibleQuestionIds(structure, answers), [structure, answers]);
  // Errors of questions that went out of view are not shown, and do not count.
  const shownErrors = useMemo(
    () => Object.fromEntries(Object.entries(errors).filter(([key]) => key === 'name' || key === 'email' || visible.has(key))),
    [errors, visible],
  );
  const errorCount = Object.keys(shownErrors).length;

  const clearError = (key: string) =>
    setErrors((all) => {
      if (!(key in all)) return all;
      const { [key]: _cleared, ...rest } = all;
      return rest;
    });

  const onAnswer = (questionId: string, value: AnswerValue) => {
    setAnswers((all) => ({ ...all, [questionId]: value }));
    clearError(questionId);
  };

  // After a blocked submit, the cursor goes to the first field in error, once it shows as invalid.
  useEffect(() => {
    if (!focusRequest) return;
    const element = document.getElementById(focusRequest.id);
    const target = element?.matches('input, textarea, select') ? element : element?.querySelector<HTMLElement>('input, textarea, select');
    target?.focus();
  }, [focusRequest]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = { ...validateApplicant({ name, email }), ...validateAnswers(structure, answers) } as Record<string, string>;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const order: Array<[string, string]> = [['name', NAME_ID], ['email', EMAIL_ID], ...allQuestions(structure).map((q): [string, string] => [q.id, fieldId(ID_PREFIX, q.id)])];
      const first = order.find(([key]) => key in found);
      if (first) setFocusRequest({ id: first[1] });
      return;
    }
    submit.mutate(
      { name: name.trim(), email: email.trim(), answers: answersToStore(structure, answers) },
      { onSuccess: ({ candidate }) => onSubmitted(candidate) },
    );
  };

  const applicantField = (key: 'name' | 'email', id: string, label: string, value: string, set: (v: string) => void, type: string, autoComplete: string) => (
    <div className={`field question-field${shownErrors[key] ? ' has-error' : ''}`}>
      <div className="question-label-row">
        <label htmlFor={id}>{label}</label>
        <span className="required-mark" aria-hidden="true">
          *
        </span>
      </div>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        value={value}
        aria-required="true"
        aria-invalid={shownErrors[key] ? true : undefined}
        aria-describedby={shownErrors[key] ? `${id}-error` : undefined}
        onChange={(e) => {
          set(e.target.value);
          clearError(key);
        }}
      />
      {shownErrors[key] && (
        <p id={`${id}-error`} className="field-error">
          {shownErrors[key]}
        </p>
      )}
    </div>
  );

  return (
    <form className="application-form" noValidate onSubmit={onSubmit} aria-label="Application">
      {errorCount > 0 && (
        <div role="alert" className="error-summary">
          <strong>{errorCount === 1 ? 'One answer needs your attention.' : `${errorCount} answers need your attention.`}</strong> Fix the highlighted fields, then submit again.
        </div>
      )}
      <section className="form-section" aria-labelledby="about-you">
        <h2 id="about-you" className="form-section-title">
          About you
        </h2>
        <div className="applicant-grid">
          {applicantField('name', NAME_ID, 'Your name', name, setName, 'text', 'name')}
          {applicantField('email', EMAIL_ID, 'Email address', email, setEmail, 'email', 'email')}
        </div>
      </section>
      <AssessmentFields structure={structure} answers={answers} onAnswer={onAnswer} idPrefix={ID_PREFIX} errors={shownErrors} headingLevel={2} />
      {submit.isError && <ErrorMessage>Could not submit your application: {errorMessage(submit.error)} Your answers are still here; try again.</ErrorMessage>}
      <div className="form-actions apply-actions">
        <p className="field-hint">
          <span aria-hidden="true">*</span> Required
        </p>
        <button type="submit" className="btn btn-primary btn-lg" disabled={submit.isPending}>
          {submit.isPending ? 'Submitting…' : 'Submit Application'}
        </button>
      </div>
    </form>
  );
}
