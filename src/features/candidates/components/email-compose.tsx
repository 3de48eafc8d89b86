import { useId, useRef, useState, type RefObject } from 'react';
import { useJob } from '@/api/queries/get-job';
import type { Candidate } from '@/api/types';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import {
  firstName,
  renderEmail,
  TEMPLATE_LIMITS,
  type TemplateValues,
} from '@/domain/email-templates';
import { useMember } from '@/lib/session';
import {
  defaultSendAt,
  EMAIL_FIELDS,
  toLocalInput,
  type EmailDraft,
  type EmailProblems,
} from '../logic/email-draft';

/** The compose fields, so a form can focus the first one with a problem. */
export interface EmailFieldRefs {
  subject: RefObject<HTMLInputElement | null>;
  message: RefObject<HTMLTextAreaElement | null>;
  sendAt: RefObject<HTMLInputElement | null>;
}

export function useEmailFieldRefs(): EmailFieldRefs {
  return {
    subject: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
    sendAt: useRef<HTMLInputElement>(null),
  };
}

/** Focuses the first field, in the form's order, that has a problem; false when none has. */
export function focusFirstProblem(problems: EmailProblems, refs: EmailFieldRefs): boolean {
  const first = EMAIL_FIELDS.find((field) => problems[field]);
  if (!first) return false;
  refs[first].current?.focus();
  return true;
}

interface EmailComposeProps {
  /** The one candidate written to; none when each of many gets their own (the preview says so). */
  candidate?: Candidate;
  draft: EmailDraft;
  problems: EmailProblems;
  /** A team server sends later too; browser mode's mail app sends at once. */
  later: boolean;
  /** Browser mode: when the mail app opens with the email. */
  mailAppNote: string;
  refs: EmailFieldRefs;
  onChange: (patch: Partial<EmailDraft>) => void;
}

/**
 * An email to a candidate being written: its subject and message (template variables allowed),
 * on a team server when it goes, and a preview as the candidate will read it. The form around it
 * holds the draft, checks it and sends it.
 */
export function EmailCompose({
  candidate,
  draft,
  problems,
  later,
  mailAppNote,
  refs,
  onChange,
}: EmailComposeProps) {
  const member = useMember();
  const job = useJob(candidate?.jobId);
  const ids = useId();
  // The earliest time the picker offers, taken when "Send later" is chosen (not on every render).
  const [earliest, setEarliest] = useState('');

  const chooseLater = () => {
    const now = new Date();
    setEarliest(toLocalInput(now));
    onChange({ when: 'later', sendAt: draft.sendAt || defaultSendAt(now) });
  };

  const values: TemplateValues = candidate
    ? {
        'candidate.name': candidate.name,
        'candidate.first_name': firstName(candidate.name),
        'candidate.email': candidate.email,
        'job.title': job.data?.title ?? '',
        ...senderValues(member),
      }
    : EACH_CANDIDATE_VALUES(member);

  return (
    <div className="email-compose">
      <TextField
        label="Subject"
        value={draft.subject}
        maxLength={TEMPLATE_LIMITS.subject}
        autoComplete="off"
        aria-required="true"
        error={problems.subject}
        inputRef={refs.subject}
        onChange={(subject) => onChange({ subject })}
      />
      <TextAreaField
        label="Message"
        value={draft.message}
        maxLength={TEMPLATE_LIMITS.body}
        rows={9}
        aria-required="true"
        hint="{{candidate.first_name}}, {{job.title}} and {{sender.name}} are filled in when it is sent."
        error={problems.message}
        textareaRef={refs.message}
        onChange={(message) => onChange({ message })}
      />
      {later ? (
        <fieldset className="compose-when">
          <legend className="field-label">When</legend>
          <label className="compose-option">
            <input
              type="radio"
              name={`${ids}-when`}
              checked={draft.when === 'now'}
              onChange={() => onChange({ when: 'now' })}
            />
            Send now
          </label>
          <label className="compose-option">
            <input
              type="radio"
              name={`${ids}-when`}
              checked={draft.when === 'later'}
              onChange={chooseLater}
            />
            Send later
          </label>
          {draft.when === 'later' && (
            <TextField
              label="Send at"
              type="datetime-local"
              value={draft.sendAt}
              min={earliest || undefined}
              aria-required="true"
              hint="Your time zone. It can be cancelled until then."
              error={problems.sendAt}
              inputRef={refs.sendAt}
              onChange={(sendAt) => onChange({ sendAt })}
            />
          )}
        </fieldset>
      ) : (
        <p className="field-hint">{mailAppNote}</p>
      )}
      <EmailPreview
        to={candidate?.email ?? 'Each candidate, at their own address'}
        subject={draft.subject}
        message={draft.message}
        values={values}
      />
    </div>
  );
}

/** As the server fills them in: the member writing, or in browser mode the team as a whole. */
const senderValues = (member: ReturnType<typeof useMember>) => ({
  'sender.name': member?.name ?? 'The hiring team',
  'sender.email': member?.email ?? '',
});

/** A preview of an email to each of many: their own values are named, not filled in. */
const EACH_CANDIDATE_VALUES = (member: ReturnType<typeof useMember>): TemplateValues => ({
  'candidate.name': '[their name]',
  'candidate.first_name': '[their first name]',
  'candidate.email': '[their email]',
  'job.title': '[their job]',
  ...senderValues(member),
});

/** The email as the candidate will read it, the variables filled in; plain text, as it is sent. */
function EmailPreview({
  to,
  subject,
  message,
  values,
}: {
  to: string;
  subject: string;
  message: string;
  values: TemplateValues;
}) {
  const headingId = useId();
  let rendered: { subject: string; text: string } | null;
  try {
    rendered = renderEmail({ subject, body: message }, values);
  } catch {
    // A tag that cannot be read yet (being typed); the fields say what is wrong on sending.
    rendered = null;
  }
  return (
    <section className="compose-preview" aria-labelledby={headingId}>
      <h3 id={headingId}>Preview</h3>
      {rendered ? (
        <>
          <dl className="compose-preview-head">
            <div>
              <dt>To</dt>
              <dd>{to}</dd>
            </div>
            <div>
              <dt>Subject</dt>
              <dd>{rendered.subject}</dd>
            </div>
          </dl>
          <p className="compose-preview-text">{rendered.text}</p>
        </>
      ) : (
        <p className="muted-text">The preview shows once the subject and message can be read.</p>
      )}
    </section>
  );
}
