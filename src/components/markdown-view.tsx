import Markdown, { type Components } from 'react-markdown';

/**
 * Markdown as React elements (react-markdown): raw HTML in the text is shown as text, never run;
 * link addresses other than http(s), mailto and relative ones are dropped by react-markdown's own
 * URL check. Headings start below the page's own, images are not shown (a remote image would tell
 * its host who read the posting), and links open in a new tab without the page as referrer.
 */
const components: Components = {
  h1: ({ node: _node, ...props }) => <h3 {...props} />,
  h2: ({ node: _node, ...props }) => <h3 {...props} />,
  h3: ({ node: _node, ...props }) => <h4 {...props} />,
  a: ({ node: _node, ...props }) => (
    <a {...props} target="_blank" rel="noopener noreferrer nofollow" />
  ),
};

export default function MarkdownView({ text }: { text: string }) {
  return (
    <Markdown components={components} disallowedElements={['img']} unwrapDisallowed>
      {text}
    </Markdown>
  );
}
