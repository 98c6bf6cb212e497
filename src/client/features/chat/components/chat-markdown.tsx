import { memo, type ComponentProps } from 'react';
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { markdownBlocks } from './markdown-blocks.ts';

/**
 * Safe Markdown for chat messages: no raw HTML (it is not parsed into elements: no rehype-raw),
 * links only to http(s), mailto and tel (others, such as `javascript:`, lose their href), and
 * images never load: they become a link to the picture (or their alt text), so a reply cannot make
 * the browser fetch anything by itself.
 */
export function chatUrlTransform(url: string): string {
  if (/^tel:[+\d\s().-]+$/i.test(url)) return url;
  return defaultUrlTransform(url);
}

function ChatLink({ href, children }: ComponentProps<'a'>) {
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="font-medium text-primary underline underline-offset-2 hover:no-underline">
      {children}
    </a>
  );
}

function ChatImage({ src, alt }: ComponentProps<'img'>) {
  const label = alt?.trim() || 'Image';
  if (typeof src !== 'string' || !src) return <span>[{label}]</span>;
  return (
    <ChatLink href={src}>
      [{label}]
    </ChatLink>
  );
}

const components: Components = {
  a: ({ node: _node, ...props }) => <ChatLink {...props} />,
  img: ({ node: _node, ...props }) => <ChatImage {...props} />,
  p: ({ node: _node, ...props }) => <p className="my-2 first:mt-0 last:mb-0" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="my-2 list-disc space-y-1 pl-5" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-2 list-decimal space-y-1 pl-5" {...props} />,
  blockquote: ({ node: _node, ...props }) => <blockquote className="my-2 border-l-2 border-primary/40 pl-3 italic" {...props} />,
  code: ({ node: _node, ...props }) => <code className="rounded bg-foreground/10 px-1 py-0.5 font-mono text-[0.9em]" {...props} />,
  pre: ({ node: _node, ...props }) => <pre className="my-2 overflow-x-auto rounded-md bg-foreground/10 p-3 text-xs [&_code]:bg-transparent [&_code]:p-0" {...props} />,
  h1: ({ node: _node, ...props }) => <p className="my-2 font-semibold" {...props} />,
  h2: ({ node: _node, ...props }) => <p className="my-2 font-semibold" {...props} />,
  h3: ({ node: _node, ...props }) => <p className="my-2 font-semibold" {...props} />,
  h4: ({ node: _node, ...props }) => <p className="my-2 font-semibold" {...props} />,
  h5: ({ node: _node, ...props }) => <p className="my-2 font-semibold" {...props} />,
  h6: ({ node: _node, ...props }) => <p className="my-2 font-semibold" {...props} />,
  hr: () => <hr className="my-3 border-border" />,
};

const MarkdownBlock = memo(function MarkdownBlock({ content }: { content: string }) {
  return (
    <Markdown skipHtml urlTransform={chatUrlTransform} components={components}>
      {content}
    </Markdown>
  );
});

/**
 * One message's text as Markdown, block by block (markdown-blocks.ts), each memoized: an unchanged
 * message is not parsed again, and a streaming one parses only the block that is growing.
 */
export const ChatMarkdown = memo(function ChatMarkdown({ content }: { content: string }) {
  return markdownBlocks(content).map((block, index) => <MarkdownBlock key={index} content={block} />);
});
