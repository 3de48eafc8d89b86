import { useRef, useState } from 'react';
import { errorMessage } from '@/api/client';
import { useToast } from '@/components/toast';
import { useCan, useSession } from '@/lib/session';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useDocumentTitle } from '@/lib/use-document-title';
import { exportBackup } from '../api/export-backup';
import { saveBlob } from '@/lib/save-file';
import { useRestoreBackup, type RestoredCounts } from '../api/restore-backup';

function backupFileName(now = new Date()): string {
  return `talentflow-backup-${now.toISOString().slice(0, 10)}.json`;
}

/** "1 note", "2 notes". */
function count(n: number, noun: string): string {
  return `${n} ${n === 1 ? noun : `${noun}s`}`;
}

function describe(counts: RestoredCounts): string {
  return [
    count(counts.jobs, 'job'),
    count(counts.candidates, 'candidate'),
    count(counts.assessments, 'assessment'),
    count(counts.notes, 'note'),
    count(counts.responses, 'response'),
  ].join(', ');
}

export const BACKUP_NOT_ALLOWED = 'Only admins can back up and restore the team’s data.';

export function BackupPage() {
  useDocumentTitle('Backup');
  const mayBackup = useCan('backup');
  if (mayBackup) return <BackupScreen />;
  return (
    <div className="backup-page">
      <div className="page-header">
        <div>
          <h1>Backup and restore</h1>
        </div>
      </div>
      <div className="panel empty-state" role="alert">
        <p>{BACKUP_NOT_ALLOWED}</p>
      </div>
    </div>
  );
}

/** Where the data lives, in the words of each mode. */
const WORDING = {
  browser: {
    intro:
      'TalentFlow keeps everything in this browser. Export a backup regularly, and restore it here or in another browser.',
    restore:
      'Replace everything in this browser with a backup file. The file is checked first; a file that is not a valid backup changes nothing.',
    confirm:
      'Restoring replaces all jobs, candidates, notes and assessments in this browser with the backup. Continue?',
  },
  team: {
    intro:
      'TalentFlow keeps your team’s data on its server. Export a backup regularly, and restore it here or on another TalentFlow.',
    restore:
      'Replace the whole team’s data with a backup file. The file is checked first; a file that is not a valid backup changes nothing.',
    confirm:
      'Restoring replaces all jobs, candidates, notes and assessments of the whole team with the backup. Continue?',
  },
};

function BackupScreen() {
  const wording = WORDING[useSession().mode];
  const toast = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [restored, setRestored] = useState<string | null>(null);
  const restore = useRestoreBackup();
  // One restore at a time: a file chosen again (or the change event firing twice) while the first
  // is read, confirmed or sent is ignored. `restore.isPending` only disables the input after a render.
  const restoring = useInFlightLock();

  async function onExport() {
    setExporting(true);
    setExportError(null);
    try {
      const backup = await exportBackup();
      saveBlob(
        new Blob([JSON.stringify(backup, null, 2)], { type: 'application/json' }),
        backupFileName(),
      );
      toast.show('Backup downloaded.', 'success');
    } catch (error) {
      setExportError(`Export failed: ${errorMessage(error)}`);
    } finally {
      setExporting(false);
    }
  }

  async function onImport(file: File | undefined) {
    if (!restoring.acquire()) return;
    let sent = false;
    try {
      sent = await readAndRestore(file);
    } finally {
      if (!sent) restoring.release();
    }
  }

  /** Whether a restore was sent (it then releases the lock when it settles). */
  async function readAndRestore(file: File | undefined): Promise<boolean> {
    setImportError(null);
    setRestored(null);
    if (!file) return false;
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      setImportError(`${file.name} is not a JSON file. Nothing was changed.`);
      return false;
    }
    if (!window.confirm(wording.confirm)) return false;
    restore.mutate(parsed, {
      onSuccess: ({ restored: counts }) => setRestored(`Restored ${describe(counts)}.`),
      onError: (error) => setImportError(`${errorMessage(error)} Nothing was changed.`),
      onSettled: () => {
        restoring.release();
        if (fileInput.current) fileInput.current.value = '';
      },
    });
    return true;
  }

  return (
    <div className="backup-page">
      <div className="page-header">
        <div>
          <h1>Backup and restore</h1>
          <p>{wording.intro}</p>
        </div>
      </div>
      <div className="backup-grid">
        <section className="panel" aria-labelledby="export-heading">
          <h2 id="export-heading">Export</h2>
          <p>
            Download the whole database (jobs, candidates, notes, timelines, assessments and
            responses) as one JSON file.
          </p>
          <button type="button" className="btn btn-primary" onClick={onExport} disabled={exporting}>
            {exporting ? 'Exporting…' : 'Export backup'}
          </button>
          {exportError && (
            <p role="alert" className="error-message">
              {exportError}
            </p>
          )}
        </section>
        <section className="panel" aria-labelledby="import-heading">
          <h2 id="import-heading">Restore</h2>
          <p>{wording.restore}</p>
          <div className="field">
            <label htmlFor="backup-file">Backup file</label>
            <input
              ref={fileInput}
              id="backup-file"
              type="file"
              accept="application/json,.json"
              disabled={restore.isPending}
              onChange={(event) => void onImport(event.target.files?.[0])}
            />
          </div>
          {restore.isPending && <p role="status">Restoring…</p>}
          {restored && (
            <p role="status" className="success-message">
              {restored}
            </p>
          )}
          {importError && (
            <p role="alert" className="error-message">
              {importError}
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
