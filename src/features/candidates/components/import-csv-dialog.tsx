import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { errorMessage } from '@/api/client';
import type { CandidateImportResult, Job } from '@/api/types';
import { Modal } from '@/components/modal';
import { SelectField } from '@/components/select-field';
import { ErrorMessage } from '@/components/status-message';
import { IMPORT_FIELD_LABELS } from '@/domain/candidate-import-fields';
import { STAGE_LABELS } from '@/domain/constants';
import { CANDIDATE_SOURCE_LABELS } from '@/domain/enums';
import { useImportCandidates } from '../api/import-candidates';
import { candidatesText } from '../logic/selection';
import '../import-csv.css';

/** Rows refused listed in full: past these, a count (fix the file and preview it again). */
const ERRORS_SHOWN = 100;

interface ImportCsvDialogProps {
  open: boolean;
  onClose: () => void;
  /** The jobs candidates can be imported into: the active ones. */
  jobs: Job[];
  /** The job chosen at first (the board's job filter), when it is one of `jobs`. */
  jobId?: number;
}

/** "Import CSV": a spreadsheet of candidates into one job, previewed before anything is written. */
export function ImportCsvDialog({ open, onClose, jobs, jobId }: ImportCsvDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    // Closing while the import runs would hide its outcome, so it waits.
    <Modal open={open} title="Import candidates from CSV" onClose={() => !busy && onClose()}>
      {open && (
        <ImportCsvForm
          jobs={jobs}
          jobId={jobs.some((job) => job.id === jobId) ? jobId : undefined}
          onBusyChange={setBusy}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function ImportCsvForm({
  jobs,
  jobId,
  onBusyChange,
  onClose,
}: Omit<ImportCsvDialogProps, 'open'> & { onBusyChange: (busy: boolean) => void }) {
  const [job, setJob] = useState(jobId ? String(jobId) : '');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CandidateImportResult | null>(null);
  const [done, setDone] = useState<CandidateImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const importing = useImportCandidates();
  const fileId = useId();
  const jobRef = useRef<HTMLSelectElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const previewRef = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const busy = importing.isPending;
  const jobTitle = jobs.find((j) => String(j.id) === job)?.title ?? '';

  // Each answer moves focus to what it shows, so a screen reader reads it next.
  useEffect(() => {
    if (preview) previewRef.current?.focus();
  }, [preview]);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const send = async (dryRun: boolean) => {
    if (busy || !file) return;
    setError(null);
    onBusyChange(true);
    try {
      const result = await importing.mutateAsync({ jobId: Number(job), file, dryRun });
      if (dryRun) setPreview(result);
      else setDone(result);
    } catch (failure) {
      setError(
        `${dryRun ? 'Could not read the file' : 'Could not import'}: ${errorMessage(failure)}`,
      );
    } finally {
      onBusyChange(false);
    }
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (!job) {
      setProblem('Choose a job.');
      jobRef.current?.focus();
      return;
    }
    if (!file) {
      setProblem('Choose a CSV file.');
      fileRef.current?.focus();
      return;
    }
    setProblem(null);
    void send(true);
  };

  // A change of job or file makes the preview stale: it must be checked again.
  const changed = () => {
    setPreview(null);
    setError(null);
    setProblem(null);
  };

  if (done)
    return (
      <div className="import-csv">
        <p ref={doneRef} tabIndex={-1} role="status" className="import-done">
          Imported {candidatesText(done.created)} into {jobTitle}.
          {done.errors.length > 0 &&
            ` ${done.errors.length} ${done.errors.length === 1 ? 'row was' : 'rows were'} skipped.`}
        </p>
        <div className="form-actions">
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Done
          </button>
        </div>
      </div>
    );

  return (
    <form className="import-csv" noValidate onSubmit={check}>
      <p className="import-hint">
        The first row names the columns: Name and Email are needed; Phone, Stage, Source and Tags
        are read when present. A file exported from TalentFlow imports as it is.
      </p>
      <SelectField
        label="Job"
        value={job}
        selectRef={jobRef}
        error={problem === 'Choose a job.' ? problem : undefined}
        onChange={(value) => {
          setJob(value);
          changed();
        }}
      >
        <option value="">Choose a job…</option>
        {jobs.map((j) => (
          <option key={j.id} value={j.id}>
            {j.title}
          </option>
        ))}
      </SelectField>
      <div className="field">
        <label htmlFor={fileId}>CSV file</label>
        <input
          ref={fileRef}
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          aria-invalid={problem === 'Choose a CSV file.' || undefined}
          aria-describedby={problem === 'Choose a CSV file.' ? `${fileId}-error` : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            changed();
          }}
        />
        {problem === 'Choose a CSV file.' && (
          <p id={`${fileId}-error`} className="field-error" role="alert">
            {problem}
          </p>
        )}
      </div>
      {!preview && (
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
            {busy ? 'Reading…' : 'Preview'}
          </button>
        </div>
      )}
      {error && <ErrorMessage>{error}</ErrorMessage>}
      {preview && (
        <ImportPreview
          preview={preview}
          headingRef={previewRef}
          busy={busy}
          onCancel={onClose}
          onImport={() => void send(false)}
        />
      )}
    </form>
  );
}

function ImportPreview({
  preview,
  headingRef,
  busy,
  onCancel,
  onImport,
}: {
  preview: CandidateImportResult;
  headingRef: RefObject<HTMLHeadingElement | null>;
  busy: boolean;
  onCancel: () => void;
  onImport: () => void;
}) {
  const { created, errors, columns } = preview;
  const shown = preview.preview.length;
  const titleId = useId();
  return (
    <section className="import-preview" aria-labelledby={titleId}>
      <h3 id={titleId} ref={headingRef} tabIndex={-1}>
        {created === 0 ? 'Nobody to import' : `${candidatesText(created)} to import`}
        {errors.length > 0 && `, ${errors.length} ${errors.length === 1 ? 'row' : 'rows'} refused`}
      </h3>

      <h4>Columns</h4>
      <ul className="import-columns">
        {columns.map((column, i) => (
          <li key={i}>
            <span className="import-header">{column.header || '(no name)'}</span>{' '}
            {column.field ? `→ ${IMPORT_FIELD_LABELS[column.field]}` : '— not imported'}
          </li>
        ))}
      </ul>

      {shown > 0 && (
        <div
          className="import-table-wrap"
          tabIndex={0}
          role="region"
          aria-label="Candidates to import"
        >
          <table className="import-table">
            <caption>
              {shown < created ? `The first ${shown} of ${created}` : `All ${created}`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Stage</th>
                <th scope="col">Source</th>
              </tr>
            </thead>
            <tbody>
              {preview.preview.map((row) => (
                <tr key={row.row}>
                  <td>{row.row}</td>
                  <td>{row.name}</td>
                  <td>{row.email}</td>
                  <td>{STAGE_LABELS[row.stage]}</td>
                  <td>{CANDIDATE_SOURCE_LABELS[row.source]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {errors.length > 0 && (
        <>
          <h4>Rows refused</h4>
          <ul className="import-errors">
            {errors.slice(0, ERRORS_SHOWN).map((e) => (
              <li key={e.row}>
                <strong>Row {e.row}:</strong> {e.message}
              </li>
            ))}
          </ul>
          {errors.length > ERRORS_SHOWN && (
            <p className="import-hint">And {errors.length - ERRORS_SHOWN} more rows refused.</p>
          )}
        </>
      )}

      <div className="form-actions">
        <button type="button" className="btn" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        {created > 0 && (
          <button
            type="button"
            className="btn btn-primary"
            aria-disabled={busy || undefined}
            onClick={() => !busy && onImport()}
          >
            {busy ? 'Importing…' : `Import ${candidatesText(created)}`}
          </button>
        )}
      </div>
    </section>
  );
}
