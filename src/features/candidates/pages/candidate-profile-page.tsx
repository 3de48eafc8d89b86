import { withdrew } from '@/domain/rejection';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ApiError } from '@/api/client';
import { ProfileSections, SectionMenu } from '@/components/profile-sections';
import { LoadingMessage } from '@/components/status-message';
import { isValidEmail } from '@/domain/assessment';
import { parsePositiveId } from '@/domain/ids';
import { useCan, useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCandidate } from '@/api/queries/get-candidate';
import { useJob } from '@/api/queries/get-job';
import { stageIdOf } from '@/domain/pipelines';
import { lanesOf } from '../logic/board';
import { useDecisionReview } from '@/components/decision-review';
import { useMoveCandidate } from '../api/update-candidate-stage';
import { useFilledJobPrompt } from '../components/close-filled-job';
import { Avatar } from '../components/avatar';
import { CandidateDetailsFacts, CandidateDetailsForm } from '../components/candidate-details';
import { CandidateEmails } from '../components/candidate-emails';
import { CandidateTags } from '../components/candidate-tags';
import { DeleteCandidate } from '../components/delete-candidate';
import { DuplicateNotice } from '../components/duplicate-notice';
import { EmailCandidate } from '../components/email-candidate';
import { ExportCandidate } from '../components/export-candidate';
import { HiringTimeline } from '../components/hiring-timeline';
import { MoveMenu } from '../components/move-menu';
import { NotesSection } from '../components/notes-section';
import { OtherApplications } from '../components/other-applications';
import { RejectCandidate } from '../components/reject-candidate';
import { StageBadge } from '../components/stage-badge';
import '../candidates.css';

/** Back to the board as it was left (search and job filter) when the profile was opened there. */
function BackLink() {
  const state = useLocation().state as { from?: unknown } | null;
  const from = typeof state?.from === 'string' && state.from.startsWith('?') ? state.from : '';
  return (
    <Link to={`/candidates${from}`} className="back-link">
      <span aria-hidden="true">←</span> Back to Candidates
    </Link>
  );
}

/**
 * The address, as a mailto: link only when it is a plain address. One stored before addresses were
 * checked this strictly could carry mailto parameters (`?bcc=…`) that the link would act on, so it
 * shows as text.
 */
function EmailAddress({ email }: { email: string }) {
  if (!isValidEmail(email)) return <span className="profile-email">{email}</span>;
  return (
    <a href={`mailto:${email.trim()}`} className="profile-email">
      {email}
    </a>
  );
}

/** `children` is an extra section of the profile, composed by the app (e.g. assessment answers). */
export function CandidateProfilePage({ children }: { children?: ReactNode }) {
  const { candidateId } = useParams();
  const id = parsePositiveId(candidateId) ?? null;
  const candidate = useCandidate(id ?? 0, id !== null);
  useDocumentTitle(candidate.data?.name);
  const job = useJob(candidate.data?.jobId);
  const moveCandidate = useMoveCandidate();
  const filledJob = useFilledJobPrompt();
  const review = useDecisionReview();
  const mayMove = useCan('move-candidates');
  const mayErase = useCan('erase-candidates');
  const mayExport = useCan('export-candidates');
  // Only a team server sends (and lists) emails; browser mode hands them to the mail app.
  const team = useSession().mode === 'team';
  const failed = id === null || candidate.isError;
  // Editing phone and source is the same hiring work as moving (the same endpoint and action).
  const [editingDetails, setEditingDetails] = useState(false);
  const detailsFormId = useId();
  const editDetails = useRef<HTMLButtonElement>(null);
  const closeDetails = () => {
    setEditingDetails(false);
    editDetails.current?.focus();
  };
  // After a rejection the Reject button is gone: focus goes to the stage it changed.
  const moveButton = useRef<HTMLButtonElement | null>(null);
  const focusMove = useCallback(() => moveButton.current?.focus(), []);

  useEffect(() => {
    if (failed)
      console.error(
        'Could not fetch candidate profile data.',
        candidate.error ?? `Invalid candidate id: ${candidateId}`,
      );
  }, [failed, candidate.error, candidateId]);

  if (failed) {
    const notFound =
      id === null || (candidate.error instanceof ApiError && candidate.error.status === 404);
    return (
      <div className="profile-page">
        <BackLink />
        <div className="panel empty-state" role="alert">
          <h1>Candidate not found.</h1>
          {!notFound && (
            <button type="button" className="btn" onClick={() => void candidate.refetch()}>
              Try again
            </button>
          )}
        </div>
      </div>
    );
  }

  if (candidate.isPending) {
    return (
      <div className="profile-page">
        <BackLink />
        <LoadingMessage>Loading profile...</LoadingMessage>
      </div>
    );
  }

  const person = candidate.data;
  // A job with stages of its own: the badge names the stage, and the menu offers those stages.
  const ownStages = job.data?.stages;
  const lanes = ownStages ? lanesOf(ownStages) : undefined;
  const stageName = ownStages?.find((stage) => stage.id === stageIdOf(person))?.name;
  return (
    // Keyed by candidate: another profile starts with its sections folded as at first, even when
    // it shows at once from what the page keeps.
    <ProfileSections key={person.id}>
      <div className="profile-page">
        <BackLink />
        <header className="panel profile-header" data-stage={person.stage}>
          <Avatar id={person.id} name={person.name} size="lg" />
          <div className="profile-identity">
            <h1>{person.name}</h1>
            <EmailAddress email={person.email} />
          </div>
          <dl className="profile-facts">
            <div>
              <dt>Stage</dt>
              <dd className="profile-stage">
                <StageBadge stage={person.stage} name={stageName} withdrawn={withdrew(person)} />
                {mayMove && (
                  <MoveMenu
                    name={person.name}
                    stage={person.stage}
                    stageId={lanes ? stageIdOf(person) : undefined}
                    lanes={lanes}
                    label="Move to"
                    ariaLabel="Move to another stage"
                    className="btn btn-sm"
                    buttonRef={(node) => {
                      moveButton.current = node;
                    }}
                    onMove={(stage, target) =>
                      review.guard(person, stage, () =>
                        moveCandidate.mutate(
                          { candidate: person, ...target },
                          { onSuccess: () => void filledJob.afterMove(person, stage) },
                        ),
                      )
                    }
                  />
                )}
                {/* The badge shows the new stage at once; this says it is not saved yet. */}
                {moveCandidate.isPending && (
                  <span role="status" className="profile-saving">
                    <span className="spinner" aria-hidden="true" />
                    Saving…
                  </span>
                )}
              </dd>
            </div>
            <div>
              <dt>Job</dt>
              <dd>
                <Link to={`/jobs/${person.jobId}`}>
                  {job.data?.title ?? (job.isError ? `Job #${person.jobId}` : 'Loading job…')}
                </Link>
              </dd>
            </div>
            <CandidateDetailsFacts candidate={person} />
          </dl>
          {(mayMove || mayErase || mayExport) && (
            <div className="profile-actions">
              {mayMove && (
                <button
                  ref={editDetails}
                  type="button"
                  className="btn btn-sm"
                  aria-expanded={editingDetails}
                  aria-controls={editingDetails ? detailsFormId : undefined}
                  onClick={() => (editingDetails ? closeDetails() : setEditingDetails(true))}
                >
                  Edit details
                </button>
              )}
              {mayMove && <EmailCandidate candidate={person} />}
              {mayMove && <RejectCandidate candidate={person} onRejected={focusMove} />}
              {mayExport && <ExportCandidate candidateId={person.id} />}
              {mayErase && <DeleteCandidate candidate={person} />}
            </div>
          )}
          {mayMove && editingDetails && (
            <CandidateDetailsForm id={detailsFormId} candidate={person} onDone={closeDetails} />
          )}
          <CandidateTags candidate={person} editable={mayMove} />
        </header>
        <DuplicateNotice candidate={person} />
        <SectionMenu />
        <div className="profile-grid">
          <NotesSection candidateId={person.id} />
          <HiringTimeline candidateId={person.id} />
        </div>
        <OtherApplications candidate={person} />
        {team && <CandidateEmails candidateId={person.id} />}
        {children && <div className="profile-extra">{children}</div>}
        {review.dialog}
        {filledJob.dialog}
      </div>
    </ProfileSections>
  );
}
