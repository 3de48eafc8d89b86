import { useState } from 'react';
import { errorMessage } from '@/api/client';
import { useToast } from '@/components/toast';
import { formatFileSize, type FileInfo } from '@/domain/files';
import { saveBlob } from '@/lib/save-file';
import { downloadFile } from '@/api/download-file';

/** A button that saves an applicant's file; the server sends it only as an attachment. */
export function FileDownload({ file }: { file: FileInfo }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      saveBlob(await downloadFile(file.id), file.name);
    } catch (error) {
      toast.show(`Could not download ${file.name}: ${errorMessage(error)}`, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn-sm file-download"
      onClick={() => void save()}
      disabled={busy}
    >
      {busy ? 'Downloading…' : `Download ${file.name}`}
      <span className="file-download-size"> ({formatFileSize(file.size)})</span>
    </button>
  );
}
