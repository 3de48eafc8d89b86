import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/api/client';
import { downloadFile } from '@/api/download-file';
import type { CandidateFile } from '@/api/types';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { fileView } from '@/domain/files';
import { fileKeys } from '../api/keys';

/** A PDF's pages, drawn by PDF.js, each with a text layer so its words can be selected and found. */
function PdfView({ content, name }: { content: Blob; name: string }) {
  const pages = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ shown: number; total: number } | Error | null>(null);
  useEffect(() => {
    const container = pages.current;
    if (!container) return;
    const stop = new AbortController();
    // Each reader loads only for its kind of file: PDF.js for a PDF, mammoth for a DOCX.
    import('../logic/render-pdf')
      .then(({ renderPdf }) => renderPdf(content, container, stop.signal))
      .then(
        (shown) => !stop.signal.aborted && setState(shown),
        (error: unknown) => !stop.signal.aborted && setState(error as Error),
      );
    return () => stop.abort();
  }, [content]);
  return (
    <>
      {state === null && <LoadingMessage>Drawing {name}…</LoadingMessage>}
      {state instanceof Error && (
        <ErrorMessage>
          Could not show {name}: {errorMessage(state)}. Download it instead.
        </ErrorMessage>
      )}
      {/* Focusable, so its pages scroll from the keyboard too. */}
      <div
        ref={pages}
        className="pdf-pages"
        tabIndex={0}
        role="group"
        aria-label={`Pages of ${name}`}
      />
      {state && !(state instanceof Error) && state.shown < state.total && (
        <p className="field-hint">
          Showing the first {state.shown} of {state.total} pages. Download the file for the rest.
        </p>
      )}
    </>
  );
}

/** Text read from the file (a DOCX's paragraphs, or plain text), always shown as text. */
function TextView({ id, content, view }: { id: number; content: Blob; view: 'docx' | 'text' }) {
  const text = useQuery({
    queryKey: [...fileKeys.all, 'text', id],
    queryFn: async () =>
      view === 'docx' ? (await import('../logic/docx-text')).docxText(content) : content.text(),
    staleTime: Infinity,
  });
  if (text.isPending) return <LoadingMessage>Reading the file…</LoadingMessage>;
  if (text.isError)
    return <ErrorMessage>Could not read the file: {errorMessage(text.error)}</ErrorMessage>;
  const paragraphs = text.data.split(/\n{2,}/).filter((p) => p.trim());
  if (paragraphs.length === 0) return <p className="field-hint">The file has no text.</p>;
  return (
    <div className="file-text" tabIndex={0} role="group" aria-label="The file's text">
      {paragraphs.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}

function ImageView({ content, name }: { content: Blob; name: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(content);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [content]);
  return <img ref={image} className="file-image" alt={name} />;
}

/** A résumé shown in the page (never opened as a page of its own), with a way to close it. */
export default function FileViewer({
  file,
  onClose,
}: {
  file: CandidateFile;
  onClose: () => void;
}) {
  const view = fileView(file.type);
  const heading = useRef<HTMLHeadingElement>(null);
  const content = useQuery({
    queryKey: [...fileKeys.all, 'content', file.id],
    queryFn: () => downloadFile(file.id),
    staleTime: Infinity,
  });
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="file-viewer" aria-labelledby={`file-viewer-${file.id}`}>
      <header className="file-viewer-header">
        <h3 id={`file-viewer-${file.id}`} ref={heading} tabIndex={-1}>
          {file.name}
        </h3>
        <button type="button" className="btn btn-sm" onClick={onClose}>
          Close {file.name}
        </button>
      </header>
      {content.isPending && <LoadingMessage>Loading {file.name}…</LoadingMessage>}
      {content.isError && (
        <ErrorMessage>
          Could not load {file.name}: {errorMessage(content.error)}
        </ErrorMessage>
      )}
      {content.isSuccess && view === 'pdf' && <PdfView content={content.data} name={file.name} />}
      {content.isSuccess && (view === 'docx' || view === 'text') && (
        <TextView id={file.id} content={content.data} view={view} />
      )}
      {content.isSuccess && view === 'image' && (
        <ImageView content={content.data} name={file.name} />
      )}
    </section>
  );
}
