import MarkdownView from './markdown-view';

/**
 * Text written as Markdown, shown formatted from the first paint. The renderer comes with the
 * pages that show Markdown (a job's description), which are loaded on their own, never raw text
 * first and formatting after.
 */
export function MarkdownText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className ? `markdown ${className}` : 'markdown'}>
      <MarkdownView text={text} />
    </div>
  );
}
