import {
  allQuestions,
  answersToStore,
  EMPTY_STRUCTURE,
  resumeSetting,
  hasOwnKey,
  setOwnValue,
  structureProblems,
  validateAnswers,
} from '@/domain/assessment';
import { JOB_CLOSED_MESSAGE } from '@/domain/constants';
import { CONSENT_REQUIRED } from '@/domain/privacy';
import type { SubmitInput, SubmitOutput } from '@/domain/schemas';
import type { Assessment, AssessmentStructure } from '@/domain/types';
import { badRequest, DomainError, notFound } from '../errors';
import { teamOf, type Store } from '../store/types';
import type { CheckedFile } from './files';
import { requireJob } from './jobs';
import { placeIn } from './stages';
import { placeFields, placeOf } from '@/domain/pipelines';
import { privacySettingsOf } from './settings';
import { applicationEmails, type MailContext } from './messages';
import { issueLink, newLink } from './applicants';

export const NO_ASSESSMENT_MESSAGE = 'This job does not have an assessment configured.';
export const APPLIED_NOTE = 'Applied through the assessment form';
export const APPLIED_AGAIN_NOTE = 'Submitted the assessment again';
/** An existing candidate of the job (same email) answering the assessment for the first time. */
export const SUBMITTED_NOTE = 'Submitted the assessment';
export const BASIC_APPLIED_NOTE = 'Applied';
export const BASIC_APPLIED_AGAIN_NOTE = 'Applied again';
export const RESUME_REQUIRED_MESSAGE = 'This job asks for a résumé: attach one.';
export const RESUME_OFF_MESSAGE = 'This job does not ask for a résumé.';
export const BASIC_ONLY_MESSAGE =
  'This job has no assessment: an application sends only a name, an email and a résumé.';

/** The job's assessment; a job without one gets an empty structure to start from. */
export async function getAssessment(store: Store, jobId: number): Promise<Assessment> {
  return store.transaction('read', async (tx) => {
    await requireJob(tx, jobId);
    return { jobId, structure: (await tx.assessments.get(jobId))?.structure ?? EMPTY_STRUCTURE };
  });
}

/** The builder's rules over a whole structure (its shape is the schema's): the first problem is a 400. */
export function assertValidStructure(structure: AssessmentStructure, prefix = ''): void {
  const problem = structureProblems(structure)[0];
  if (problem) throw badRequest(`${prefix}${problem.message}`);
}

/** Replaces the job's assessment with a structure checked as a whole (shape by zod, rules by domain). */
export async function saveAssessment(
  store: Store,
  jobId: number,
  structure: AssessmentStructure,
): Promise<Assessment> {
  assertValidStructure(structure);
  return store.transaction('write', async (tx) => {
    await requireJob(tx, jobId);
    await tx.assessments.put({ jobId, structure });
    tx.record({ type: 'assessment.saved', jobId });
    return { jobId, structure };
  });
}

/** What an application sends besides its JSON: files checked by `checkFile`, keyed by question id. */
export interface ApplicationFiles {
  resume?: CheckedFile;
  answers?: ReadonlyMap<string, CheckedFile>;
}

/**
 * An applicant's submission. With an assessment, the answers are checked against the saved
 * structure with the applicant form's rules; without one (no sections) it is the basic
 * application: a name, an email and an optional résumé. An archived job takes none (409).
 * In one transaction: the candidate for this job and email (found or created in stage applied),
 * a timeline entry, the stored response and its files. Hidden and empty answers are not stored;
 * a file-upload answer is stored as its file's name, beside the file. A known email changes nothing
 * of its candidate (name, phone, stage, source): the response is kept, marked `unverified`. Each
 * submission gets a private status link (its token answered once, kept as a hash).
 */
export async function submitAssessment(
  store: Store,
  jobId: number,
  input: SubmitInput,
  files: ApplicationFiles = {},
  mail?: MailContext,
): Promise<Omit<SubmitOutput, 'statusUrl'> & { statusToken: string }> {
  const answerFiles = files.answers ?? new Map<string, CheckedFile>();
  const answered = await newLink();
  return store.transaction('write', async (tx) => {
    const job = await requireJob(tx, jobId);
    // A draft is not there for applicants: the same answer as an unknown job.
    if (job.status === 'draft') throw notFound(`Job ${jobId} not found.`);
    if (job.status === 'archived')
      throw new DomainError('conflict', 'job_closed', JOB_CLOSED_MESSAGE);
    const structure = (await tx.assessments.get(jobId))?.structure ?? EMPTY_STRUCTURE;
    const basic = structure.sections.length === 0;
    const resume = resumeSetting(structure);
    if (resume === 'required' && !files.resume) throw badRequest(RESUME_REQUIRED_MESSAGE);
    if (resume === 'off' && files.resume) throw badRequest(RESUME_OFF_MESSAGE);

    let answers = input.answers;
    if (basic) {
      if (Object.keys(answers).length > 0 || answerFiles.size > 0)
        throw badRequest(BASIC_ONLY_MESSAGE);
    } else {
      const questions = new Map(allQuestions(structure).map((q) => [q.id, q]));
      const unknown = [...Object.keys(answers), ...answerFiles.keys()].find(
        (id) => !questions.has(id),
      );
      if (unknown !== undefined)
        throw badRequest(`Answers name a question that is not in this assessment: "${unknown}".`);
      const notFile = [...answerFiles.keys()].find(
        (id) => questions.get(id)?.type !== 'file-upload',
      );
      if (notFile !== undefined)
        throw badRequest(`Question "${questions.get(notFile)?.label}" does not take a file.`);
      // A file answers its question with its name (what the response shows beside it).
      answers = { ...answers };
      for (const [id, file] of answerFiles) setOwnValue(answers, id, file.name);
      const errors = Object.entries(validateAnswers(structure, answers));
      if (errors.length > 0) {
        const [id, message] = errors[0] as [string, string];
        const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
        throw badRequest(`Answer to "${questions.get(id)?.label ?? id}": ${message}${more}`);
      }
    }

    const now = new Date().toISOString();
    const privacy = await privacySettingsOf(tx);
    if (privacy.consentRequired && input.consent !== true)
      throw new DomainError('invalid', 'consent_required', CONSENT_REQUIRED, { field: 'consent' });
    // Consent is kept with the notice it was given to; a team without a notice asks none.
    const consent =
      input.consent === true && privacy.noticeVersion > 0
        ? { consentAt: now, noticeVersion: privacy.noticeVersion }
        : {};
    let candidate = await tx.candidates.findByJobAndEmail(jobId, input.email);
    const created = !candidate;
    let notes = basic ? BASIC_APPLIED_NOTE : APPLIED_NOTE;
    if (candidate) {
      const again = (await tx.responses.countFor(candidate.id, jobId)) > 0;
      notes = basic ? BASIC_APPLIED_AGAIN_NOTE : again ? APPLIED_AGAIN_NOTE : SUBMITTED_NOTE;
    } else {
      candidate = await tx.candidates.insert({
        name: input.name,
        email: input.email,
        ...placeIn(job, { stage: 'applied' }),
        jobId,
        source: 'applied',
        ...consent,
        ...(input.timeZone && { timeZone: input.timeZone }),
      });
    }
    await tx.timeline.insert({
      candidateId: candidate.id,
      date: now,
      ...placeFields(placeOf(candidate)),
      notes,
    });
    const stored = basic ? {} : answersToStore(structure, answers);
    // The sender of a known email is not verified: nothing of the candidate changes, and the
    // response says so on the profile.
    const response = await tx.responses.insert({
      jobId,
      candidateId: candidate.id,
      answers: stored,
      submittedAt: now,
      ...(!created && { unverified: true as const }),
    });
    const kept: Array<[string | undefined, CheckedFile]> = [
      ...(files.resume ? [[undefined, files.resume] as [undefined, CheckedFile]] : []),
      // Only the files of questions whose answers were kept (a hidden question's file is not).
      ...[...answerFiles].filter(([id]) => hasOwnKey(stored, id)),
    ];
    for (const [questionId, file] of kept) {
      await tx.files.insert({
        candidateId: candidate.id,
        jobId,
        responseId: response.id,
        ...(questionId !== undefined && { questionId }),
        ...file,
        createdAt: now,
      });
    }
    tx.record({
      type: 'application.received',
      id: response.id,
      candidate,
      created,
      entry: { date: now, stage: candidate.stage },
      files: kept.length,
    });
    // The applicant's private status link. A later submission under a known email gets one to that
    // submission only (anyone may type an email); the confirmation email, which reaches the
    // address's owner, carries a link to the whole application, made as it is sent.
    const statusToken = await issueLink(tx, answered, {
      candidateId: candidate.id,
      responseId: response.id,
      at: now,
      scope: created ? 'candidate' : 'submission',
    });
    // On a team server: the applicant's confirmation and the job owner's notice, sent once this commits.
    const team = teamOf(tx);
    if (mail && team)
      await applicationEmails(team, mail, job, candidate, now, {
        responseId: response.id,
      });
    return { response, candidate, statusToken };
  });
}
