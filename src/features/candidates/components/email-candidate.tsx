import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@/api/client';
import { useEmailTemplates } from '@/api/queries/get-email-templates';
import type { Candidate } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Modal } from '@/components/modal';
import { SelectField } from '@/components/select-field';
import { ErrorMessage } from '@/components/status-message';
import { useToast } from '@/components/toast';
import { firstName, type EmailTemplate } from '@/domain/email-templates';
import { formatDateTime } from '@/lib/format-date-time';
import { mailApp, mailtoHref } from '@/lib/mail-app';
import { useSession } from '@/lib/session';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useSendCandidateEmail } from '../api/send-candidate-email';
import {
  emailProblems,
  emailRequest,
  emailSentMessage,
  emptyEmailDraft,
  templateWords,
  type EmailDraft,
  type EmailProblems,
} from '../logic/email-draft';
import { EmailCompose, focusFirstProblem, useEmailFieldRefs } from './email-compose';

/** A question before the words typed are replaced: what is lost, and the change itself. */
interface ReplaceQuestion {
  text: string;
  confirmLabel: string;
  replace: () => void;
}

/**
 * "Email <first name>": an email to the candidate from one of the team's templates or from
 * scratch, previewed, sent now or later on a team server, or handed to the mail app in browser
 * mode. The dialog waits for the server; a refusal is shown in it and nothing is sent.
 */
export function EmailCandidate({ candidate }: { candidate: Candidate }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [question, setQuestion] = useState<ReplaceQuestion | null>(null);
  // Asked for with the profile, so the templates are there when the dialog opens.
  const templates = useEmailTemplates();

  return (
    <>
      <button type="button" className="btn btn-sm" onClick={() => setOpen(true)}>
        Email {firstName(candidate.name)}
      </button>
      {/* Closing while the email is sent would hide its outcome, so it waits. */}
      <Modal
        open={open}
        title={`Email ${candidate.name}`}
        onClose={() => !pending && setOpen(false)}
      >
        {open && (
          <EmailForm
            candidate={candidate}
            templates={templates}
            onAskReplace={setQuestion}
            onPendingChange={setPending}
            onCancel={() => setOpen(false)}
            onDone={() => {
              setPending(false);
              setOpen(false);
            }}
          />
        )}
      </Modal>
      {/* Beside the dialog, not in it: React would pass this one's Escape on to the dialog too. */}
      <ConfirmDialog
        open={question !== null}
        title="Replace what you wrote?"
        confirmLabel={question?.confirmLabel ?? 'Replace'}
        danger
        onConfirm={() => {
          question?.replace();
          setQuestion(null);
        }}
        onCancel={() => setQuestion(null)}
      >
        <p>{question?.text}</p>
      </ConfirmDialog>
    </>
  );
}

interface EmailFormProps {
  candidate: Candidate;
  templates: UseQueryResult<{ templates: EmailTemplate[] }>;
  onAskReplace: (question: ReplaceQuestion) => void;
  onPendingChange: (pending: boolean) => void;
  onCancel: () => void;
  onDone: () => void;
}

function EmailForm({
  candidate,
  templates,
  onAskReplace,
  onPendingChange,
  onCancel,
  onDone,
}: EmailFormProps) {
  // Only a team server keeps an email to send it later; browser mode's mail app sends it now.
  const later = useSession().mode === 'team';
  const list = templates.data?.templates;
  // '' is "Write from scratch".
  const [templateId, setTemplateId] = useState('');
  // The words the chosen template gave: when the fields differ, the recruiter has written some.
  const [given, setGiven] = useState(() => templateWords(undefined, ''));
  const [draft, setDraft] = useState<EmailDraft>(emptyEmailDraft);
  // Once a send was tried, each field says what keeps it back, and stops once it is fixed.
  const [tried, setTried] = useState(false);
  const [problems, setProblems] = useState<EmailProblems>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const send = useSendCandidateEmail(candidate.id);
  // A double click on Send must send once: `isPending` is only true after a render.
  const sending = useInFlightLock();
  const toast = useToast();
  const refs = useEmailFieldRefs();
  const submitRef = useRef<HTMLButtonElement>(null);
  const saving = send.isPending;

  // A refused email leaves the form as it was; the send button takes the focus it lost.
  useEffect(() => {
    if (saveError) submitRef.current?.focus();
  }, [saveError]);

  const change = (patch: Partial<EmailDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    setSaveError(null);
    if (tried) setProblems(emailProblems(next, { later, now: new Date() }));
  };

  const applyTemplate = (id: string) => {
    const words = templateWords(list, id);
    setTemplateId(id);
    setGiven(words);
    change(words);
  };

  const chooseTemplate = (id: string) => {
    const written = draft.subject !== given.subject || draft.message !== given.message;
    if (!written) {
      applyTemplate(id);
      return;
    }
    const name = list?.find((t) => t.id === id)?.name;
    // The select keeps showing the template in use until the recruiter says yes.
    onAskReplace(
      name
        ? {
            text: `The subject and message you wrote are replaced by the template “${name}”.`,
            confirmLabel: 'Replace',
            replace: () => applyTemplate(id),
          }
        : {
            text: 'The subject and message you wrote are emptied, to write from scratch.',
            confirmLabel: 'Empty them',
            replace: () => applyTemplate(id),
          },
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = emailProblems(draft, { later, now: new Date() });
    setTried(true);
    setProblems(found);
    if (focusFirstProblem(found, refs)) return;
    if (!sending.acquire()) return;
    setSaveError(null);
    onPendingChange(true);
    try {
      const { email } = await send.mutateAsync(
        emailRequest(draft, { later, ...(templateId && { templateId }) }),
      );
      const href = email.state === 'mail-app' ? mailtoHref(email) : null;
      onDone();
      toast.show(
        emailSentMessage(candidate.name, email, {
          openedMailApp: href !== null,
          formatTime: formatDateTime,
        }),
        'success',
      );
      if (href) mailApp.open(href);
    } catch (error) {
      onPendingChange(false);
      setSaveError(`Could not send the email: ${errorMessage(error)}`);
    } finally {
      sending.release();
    }
  };

  const action = !later ? 'Open in mail app' : draft.when === 'later' ? 'Schedule' : 'Send';

  return (
    <form className="email-form" noValidate onSubmit={submit}>
      <SelectField label="Template" value={templateId} data-autofocus onChange={chooseTemplate}>
        <option value="">Write from scratch</option>
        {templates.isPending && (
          <option value="loading" disabled>
            Loading templates…
          </option>
        )}
        {list?.map((template) => (
          <option key={template.id} value={template.id}>
            {template.name}
          </option>
        ))}
      </SelectField>
      {templates.isError && (
        <ErrorMessage>
          Could not load the templates: {errorMessage(templates.error)}{' '}
          <button type="button" className="btn btn-sm" onClick={() => void templates.refetch()}>
            Try again
          </button>
        </ErrorMessage>
      )}
      <EmailCompose
        candidate={candidate}
        draft={draft}
        problems={problems}
        later={later}
        mailAppNote="Your mail app opens with the email: TalentFlow sends nothing itself."
        refs={refs}
        onChange={change}
      />
      {saveError && <ErrorMessage>{saveError}</ErrorMessage>}
      <div className="form-actions">
        <button type="button" className="btn" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button ref={submitRef} type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Sending…' : action}
        </button>
      </div>
    </form>
  );
}
