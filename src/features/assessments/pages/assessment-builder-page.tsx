import { useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '@/api/client';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { useToast } from '@/components/toast';
import { allIds, reserveIds, structureProblems } from '@/domain/assessment';
import type { AssessmentStructure } from '@/domain/types';
import { parsePositiveId } from '@/domain/ids';
import { useCan } from '@/lib/session';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useDocumentTitle } from '@/lib/use-document-title';
import { JobNotFound } from '../components/job-not-found';
import { useAssessment } from '../api/get-assessment';
import { useJob } from '@/api/queries/get-job';
import { useSaveAssessment } from '../api/save-assessment';
import { AssessmentPreview } from '../components/assessment-preview';
import { AssessmentEditor } from '../components/builder/assessment-editor';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard';
import { builderReducer } from '../logic/builder';
import '../assessments.css';

export const LOAD_FAILED = 'Could not load assessment. Please try again.';
export const SAVED_MESSAGE = 'Assessment saved!';
/** As the job page and the applicant form say it. */

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export const BUILDER_NOT_ALLOWED = 'Only recruiters and admins can edit assessments.';

export function AssessmentBuilderPage() {
  // Team mode's interviewers see the answers on the job and profile pages, not the builder.
  const mayEdit = useCan('edit-assessments');
  const jobId = parsePositiveId(useParams().jobId) ?? null;
  const job = useJob(jobId);
  useDocumentTitle(job.data && `Assessment: ${job.data.title}`);
  if (mayEdit) return <AssessmentBuilderScreen />;
  return (
    <div className="builder-page">
      <Link to={jobId ? `/jobs/${jobId}` : '/'} className="back-link">
        <span aria-hidden="true">←</span> Back to job
      </Link>
      <div className="panel empty-state" role="alert">
        <h1>Assessment Builder</h1>
        <p>{BUILDER_NOT_ALLOWED}</p>
      </div>
    </div>
  );
}

function AssessmentBuilderScreen() {
  const jobId = parsePositiveId(useParams().jobId) ?? null;
  const assessment = useAssessment(jobId);
  const job = useJob(jobId);
  const failed = jobId === null || assessment.isError;
  // No such job (a 404, or an id that cannot be one) is not a failure to load: trying again will not help.
  const jobMissing = jobId === null || isNotFound(assessment.error) || isNotFound(job.error);

  useEffect(() => {
    if (failed)
      console.error('Failed to fetch assessment data.', assessment.error ?? 'Invalid job id');
  }, [failed, assessment.error]);

  const back = (
    <Link to={jobId ? `/jobs/${jobId}` : '/'} className="back-link">
      <span aria-hidden="true">←</span> Back to job
    </Link>
  );

  if (jobMissing) {
    return (
      <div className="builder-page">
        <JobNotFound />
      </div>
    );
  }
  if (failed) {
    return (
      <div className="builder-page">
        {back}
        <div className="panel empty-state">
          <h1>Assessment Builder</h1>
          <ErrorMessage>{LOAD_FAILED}</ErrorMessage>
          {jobId !== null && (
            <button type="button" className="btn" onClick={() => void assessment.refetch()}>
              Try again
            </button>
          )}
        </div>
      </div>
    );
  }
  if (assessment.isPending) {
    return (
      <div className="builder-page">
        {back}
        <LoadingMessage>Loading Assessment Builder...</LoadingMessage>
      </div>
    );
  }
  return (
    <AssessmentBuilder
      key={jobId}
      jobId={jobId}
      jobTitle={job.data?.title}
      saved={assessment.data.structure}
      back={back}
    />
  );
}

interface AssessmentBuilderProps {
  jobId: number;
  jobTitle: string | undefined;
  saved: AssessmentStructure;
  back: ReactNode;
}

function AssessmentBuilder({ jobId, jobTitle, saved, back }: AssessmentBuilderProps) {
  const [structure, dispatch] = useReducer(builderReducer, saved, (initial) => {
    // New ids must never repeat the ones the saved structure already holds.
    reserveIds(allIds(initial));
    return initial;
  });
  const [baseline, setBaseline] = useState(saved);
  const [showProblems, setShowProblems] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = useSaveAssessment(jobId);
  // A double click on Save must send one PUT: `save.isPending` is only true after a render.
  const sending = useInFlightLock();
  const toast = useToast();

  const dirty = useMemo(
    () => JSON.stringify(structure) !== JSON.stringify(baseline),
    [structure, baseline],
  );
  const problems = useMemo(() => structureProblems(structure), [structure]);
  const problemsById = useMemo(() => {
    const map = new Map<string, string[]>();
    if (showProblems)
      for (const { id, message } of problems) map.set(id, [...(map.get(id) ?? []), message]);
    return map;
  }, [problems, showProblems]);

  const onSave = () => {
    if (problems.length > 0) {
      setShowProblems(true);
      setSaveError(
        `Fix ${problems.length === 1 ? 'this problem' : `these ${problems.length} problems`} before saving: ${problems.map((p) => p.message).join(' ')}`,
      );
      const first = problems[0]?.id;
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`[data-question-id="${first}"] input`)?.focus(),
      );
      return;
    }
    if (!sending.acquire()) return;
    setSaveError(null);
    const sent = structure;
    save.mutate(sent, {
      onSettled: sending.release,
      onSuccess: () => {
        setBaseline(sent);
        setShowProblems(false);
        toast.show(SAVED_MESSAGE, 'success');
      },
      onError: (error) =>
        setSaveError(
          `Could not save the assessment: ${errorMessage(error)} Your changes are still here; try again.`,
        ),
    });
  };

  const questionCount = structure.sections.reduce((n, s) => n + s.questions.length, 0);
  const status = save.isPending ? 'Saving…' : dirty ? 'Unsaved changes' : 'All changes saved';

  return (
    <div className="builder-page">
      {back}
      <header className="builder-header">
        <div className="builder-heading">
          <h1>Assessment Builder</h1>
          <p>
            {jobTitle ? (
              <>
                For <strong>{jobTitle}</strong> ·{' '}
              </>
            ) : null}
            {structure.sections.length} {structure.sections.length === 1 ? 'section' : 'sections'},{' '}
            {questionCount} {questionCount === 1 ? 'question' : 'questions'}
          </p>
        </div>
        <div className="builder-actions">
          <span className={`save-state${dirty ? ' is-dirty' : ''}`}>{status}</span>
          <Link to={`/jobs/${jobId}/apply`} className="btn">
            Open applicant form
          </Link>
          <button
            type="button"
            className="btn btn-primary"
            onClick={onSave}
            disabled={save.isPending}
          >
            Save Assessment
          </button>
        </div>
      </header>
      {saveError && (
        <div className="builder-save-error">
          <ErrorMessage>{saveError}</ErrorMessage>
        </div>
      )}
      <div className="builder-layout">
        <AssessmentEditor structure={structure} dispatch={dispatch} problems={problemsById} />
        <AssessmentPreview structure={structure} />
      </div>
      <UnsavedChangesGuard when={dirty} />
    </div>
  );
}
