import { lazy, Suspense } from 'react';

// The renderer loads only on pages that show Markdown (a job's description).
const MarkdownView = lazy(() => import('./markdown-view'));

/** Text written as Markdown, shown formatted; until the renderer has loaded, as plain text. */
export function MarkdownText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className ? `markdown ${className}` : 'markdown'}>
      <Suspense fallback={<p className="markdown-plain">{text}</p>}>
        <MarkdownView text={text} />
      </Suspense>
    </div>
  );
}
