import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '@/api/client';
import type { CandidateFile } from '@/api/types';
import { FileDownload } from '@/components/file-download';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { FILE_ACCEPT, fileView } from '@/domain/files';
import { parsePositiveId } from '@/domain/ids';
import { formatDateTime } from '@/lib/format-date-time';
import { useCan } from '@/lib/session';
import { useAttachCandidateFile } from '../api/attach-candidate-file';
import { useCandidateFiles } from '../api/get-candidate-files';
import '../files.css';
import { SectionHeading } from '@/components/profile-sections';

// PDF.js and the DOCX reader load only once a résumé is opened.
const FileViewer = lazy(() => import('./file-viewer'));

/** Where a résumé came from, and when. */
const origin = (file: CandidateFile) =>
  `${file.responseId === undefined ? 'Attached' : 'Sent with an application'} ${formatDateTime(file.createdAt)}`;

/** A recruiter's file input: a résumé, or a newer one, for this candidate. */
function AttachResume({ candidateId }: { candidateId: number }) {
  const attach = useAttachCandidateFile(candidateId);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [done, setDone] = useState('');
  const upload = (file: File | undefined) => {
    if (!file) return;
    setDone('');
    attach.mutate(file, {
      onSuccess: (stored) => {
        setDone(`Attached ${stored.name}.`);
        if (input.current) input.current.value = '';
      },
    });
  };
  return (
    <div className={`field attach-resume${attach.isError ? ' has-error' : ''}`}>
      <label htmlFor={id}>Attach a résumé</label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={FILE_ACCEPT}
        disabled={attach.isPending}
        aria-invalid={attach.isError || undefined}
        aria-describedby={`${id}-hint${attach.isError ? ` ${id}-error` : ''}`}
        onChange={(e) => upload(e.target.files?.[0])}
      />
      <span id={`${id}-hint`} className="field-hint">
        PDF, DOC, DOCX, ODT, RTF, TXT, PNG or JPEG, up to 10 MB. Earlier files are kept.
      </span>
      <span role="status" className="field-hint">
        {attach.isPending ? 'Uploading…' : done}
      </span>
      {attach.isError && (
        <p id={`${id}-error`} className="field-error" role="alert">
          Could not attach the file: {errorMessage(attach.error)}
        </p>
      )}
    </div>
  );
}

/**
 * The profile's résumés, newest first: those sent with applications and those a recruiter
 * attached. A PDF, DOCX, image or text file opens in the page; every file can be downloaded.
 */
export function CandidateFiles() {
  const candidateId = parsePositiveId(useParams().candidateId) ?? null;
  const files = useCandidateFiles(candidateId);
  const mayAttach = useCan('move-candidates');
  const [open, setOpen] = useState<number | null>(null);
  const viewButtons = useRef(new Map<number, HTMLButtonElement>());
  const resumes = (files.data ?? []).filter((f) => f.questionId === undefined).reverse();
  const opened = resumes.find((f) => f.id === open);
  const close = () => {
    const button = open === null ? undefined : viewButtons.current.get(open);
    setOpen(null);
    button?.focus();
  };

  return (
    <section className="panel files-panel" aria-labelledby="candidate-files-heading">
      <header className="files-header">
        <SectionHeading id="candidate-files-heading">Résumé</SectionHeading>
      </header>
      {files.isPending && <LoadingMessage>Loading résumés...</LoadingMessage>}
      {files.isError && (
        <div className="inline-error">
          <ErrorMessage>Could not load the résumés: {errorMessage(files.error)}</ErrorMessage>
          <button type="button" className="btn btn-sm" onClick={() => void files.refetch()}>
            Try again
          </button>
        </div>
      )}
      {files.isSuccess && resumes.length === 0 && <p className="field-hint">No résumé yet.</p>}
      {resumes.length > 0 && (
        <ul className="file-list">
          {resumes.map((file, index) => (
            <li key={file.id} className="file-row">
              <div className="file-facts">
                <span className="file-name">{file.name}</span>
                {index === 0 && resumes.length > 1 && <span className="file-latest">Latest</span>}
                <span className="field-hint">{origin(file)}</span>
                <SearchableNote file={file} />
              </div>
              <div className="file-actions">
                {fileView(file.type) && (
                  <button
                    type="button"
                    className="btn btn-sm"
                    ref={(button) => {
                      if (button) viewButtons.current.set(file.id, button);
                      else viewButtons.current.delete(file.id);
                    }}
                    aria-expanded={open === file.id}
                    onClick={() => (open === file.id ? close() : setOpen(file.id))}
                  >
                    {open === file.id ? 'Hide' : 'View'} {file.name}
                  </button>
                )}
                <FileDownload file={file} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {opened && (
        <Suspense fallback={<LoadingMessage>Opening {opened.name}…</LoadingMessage>}>
          <FileViewer key={opened.id} file={opened} onClose={close} />
        </Suspense>
      )}
      {mayAttach && candidateId !== null && <AttachResume candidateId={candidateId} />}
    </section>
  );
}

/** Whether a file's words can be searched: said only when they cannot (yet). */
function SearchableNote({ file }: { file: { textStatus?: string; textReason?: string } }) {
  if (file.textStatus === 'pending')
    return <span className="field-hint">Its text is being read for search.</span>;
  if (file.textStatus === 'unreadable')
    return (
      <span className="field-hint file-unsearchable">
        Not searchable: {file.textReason ?? 'its text could not be read.'}
      </span>
    );
  return null;
}
