import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/client';
import { ErrorMessage } from '@/components/status-message';
import {
  allQuestions,
  answersToStore,
  hasOwnKey,
  RESUME_REQUIRED,
  resumeSetting,
  validateAnswers,
  validateApplicant,
  visibleQuestionIds,
  withOwnValue,
  withoutOwnKey,
  type Applicant,
  type AnswerValue,
} from '@/domain/assessment';
import type { PrivacySettings } from '@/api/types';
import type { Answers, AssessmentStructure } from '@/domain/types';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useSubmitAssessment } from '../api/submit-assessment';
import { AssessmentFields } from './assessment-fields';
import { ResumeField } from './resume-field';
import { PrivacyNotice } from './privacy-notice';
import { fieldId } from './question-field';

const ID_PREFIX = 'answer';
const NAME_ID = 'applicant-name';
const EMAIL_ID = 'applicant-email';
const RESUME_ID = 'applicant-resume';
const CONSENT_ID = 'applicant-consent';
export const CONSENT_MISSING = 'Tick the box to agree to how your data is used.';

interface ApplicationFormProps {
  jobId: number;
  structure: AssessmentStructure;
  /**
   * Told the email the application was sent with (an anonymous applicant is told nothing stored)
   * and the applicant's private status link.
   */
  onSubmitted: (sent: { email: string; statusUrl: string }) => void;
  /** The team's privacy settings, when they could be loaded: their notice goes above Submit. */
  privacy?: PrivacySettings;
}

type ApplicantErrors = Partial<Record<keyof Applicant, string>>;

/**
 * The applicant's form. Checked on submit with the domain's rules (the server checks again with the
 * same ones); a field's error clears as soon as it is edited; hidden questions are neither checked
 * nor sent. Answers and their errors are keyed by question id, and any id is valid (even "email" or
 * "constructor"): they are kept apart from the applicant's own fields and read by own keys only.
 */
export function ApplicationForm({ jobId, structure, onSubmitted, privacy }: ApplicationFormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [answers, setAnswers] = useState<Answers>({});
  // The chosen files: file-upload questions' by question id, and the résumé (unless the job asks none).
  const [files, setFiles] = useState<ReadonlyMap<string, File>>(new Map());
  const [resume, setResume] = useState<File | undefined>();
  const [resumeError, setResumeError] = useState<string | undefined>();
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | undefined>();
  const asksConsent = !!privacy?.consentRequired && !!privacy.noticeText.trim();
  const asksResume = resumeSetting(structure);
  const [applicantErrors, setApplicantErrors] = useState<ApplicantErrors>({});
  const [answerErrors, setAnswerErrors] = useState<Record<string, string>>({});
  // The field to focus after a blocked submit; a fresh object each time, so the same field refocuses.
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  const submit = useSubmitAssessment(jobId);
  // A double click on Submit must send one application: `submit.isPending` is only true after a render.
  const sending = useInFlightLock();

  const visible = useMemo(() => visibleQuestionIds(structure, answers), [structure, answers]);
  // Errors of questions that went out of view are not shown, and do not count.
  const shownAnswerErrors = useMemo(
    () => Object.fromEntries(Object.entries(answerErrors).filter(([id]) => visible.has(id))),
    [answerErrors, visible],
  );
  const errorCount =
    Object.keys(applicantErrors).length +
    Object.keys(shownAnswerErrors).length +
    (resumeError ? 1 : 0) +
    (consentError ? 1 : 0);

  const clearApplicantError = (key: keyof Applicant) =>
    setApplicantErrors((all) => (hasOwnKey(all, key) ? withoutOwnKey(all, key) : all));

  const onAnswer = (questionId: string, value: AnswerValue) => {
    setAnswers((all) => withOwnValue(all, questionId, value));
    setAnswerErrors((all) => (hasOwnKey(all, questionId) ? withoutOwnKey(all, questionId) : all));
  };

  // After a blocked submit, the cursor goes to the first field in error, once it shows as invalid.
  useEffect(() => {
    if (!focusRequest) return;
    const element = document.getElementById(focusRequest.id);
    const target = element?.matches('input, textarea, select')
      ? element
      : element?.querySelector<HTMLElement>('input, textarea, select');
    target?.focus();
  }, [focusRequest]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const applicant = validateApplicant({ name, email });
    const found = validateAnswers(structure, answers);
    const missingResume = asksResume === 'required' && !resume ? RESUME_REQUIRED : undefined;
    const missingConsent = asksConsent && !consent ? CONSENT_MISSING : undefined;
    setApplicantErrors(applicant);
    setAnswerErrors(found);
    setResumeError(missingResume);
    setConsentError(missingConsent);
    if (
      applicant.name ||
      applicant.email ||
      missingResume ||
      missingConsent ||
      Object.keys(found).length > 0
    ) {
      const question = allQuestions(structure).find((q) => hasOwnKey(found, q.id));
      const first = applicant.name
        ? NAME_ID
        : applicant.email
          ? EMAIL_ID
          : missingResume
            ? RESUME_ID
            : question
              ? fieldId(ID_PREFIX, question.id)
              : missingConsent && CONSENT_ID;
      if (first) setFocusRequest({ id: first });
      return;
    }
    if (!sending.acquire()) return;
    const kept = answersToStore(structure, answers);
    // Only the files of answers that are sent (a question hidden since keeps its file out).
    const answerFiles = new Map([...files].filter(([id]) => hasOwnKey(kept, id)));
    const sentEmail = email.trim();
    submit.mutate(
      {
        body: {
          name: name.trim(),
          email: sentEmail,
          answers: kept,
          // Sent only where the team asks: the server keeps when and to which notice.
          ...(asksConsent && { consent }),
        },
        files: { resume: asksResume === 'off' ? undefined : resume, answers: answerFiles },
      },
      {
        onSettled: sending.release,
        onSuccess: ({ statusUrl }) => onSubmitted({ email: sentEmail, statusUrl }),
      },
    );
  };

  const applicantField = (
    key: keyof Applicant,
    id: string,
    label: string,
    value: string,
    set: (v: string) => void,
    type: string,
    autoComplete: string,
  ) => (
    <div className={`field question-field${applicantErrors[key] ? ' has-error' : ''}`}>
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
        aria-invalid={applicantErrors[key] ? true : undefined}
        aria-describedby={applicantErrors[key] ? `${id}-error` : undefined}
        onChange={(e) => {
          set(e.target.value);
          clearApplicantError(key);
        }}
      />
      {applicantErrors[key] && (
        <p id={`${id}-error`} className="field-error">
          {applicantErrors[key]}
        </p>
      )}
    </div>
  );

  return (
    <form className="application-form" noValidate onSubmit={onSubmit} aria-label="Application">
      {errorCount > 0 && (
        <div role="alert" className="error-summary">
          <strong>
            {errorCount === 1
              ? 'One answer needs your attention.'
              : `${errorCount} answers need your attention.`}
          </strong>{' '}
          Fix the highlighted fields, then submit again.
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
      {asksResume !== 'off' && (
        <ResumeField
          id={RESUME_ID}
          setting={asksResume}
          error={resumeError}
          onFile={(file) => {
            setResume(file);
            setResumeError(undefined);
          }}
        />
      )}
      <AssessmentFields
        structure={structure}
        answers={answers}
        onAnswer={onAnswer}
        onFile={(questionId, file) =>
          setFiles((all) => {
            const next = new Map(all);
            if (file) next.set(questionId, file);
            else next.delete(questionId);
            return next;
          })
        }
        idPrefix={ID_PREFIX}
        errors={shownAnswerErrors}
        headingLevel={2}
      />
      <PrivacyNotice
        settings={privacy}
        consent={
          asksConsent
            ? {
                id: CONSENT_ID,
                checked: consent,
                error: consentError,
                onChange: (checked) => {
                  setConsent(checked);
                  if (checked) setConsentError(undefined);
                },
              }
            : undefined
        }
      />
      {submit.isError && (
        <ErrorMessage>
          Could not submit your application: {errorMessage(submit.error)} Your answers are still
          here; try again.
        </ErrorMessage>
      )}
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
