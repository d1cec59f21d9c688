import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';

/**
 * Link and image addresses survive only when relative or http, https, irc, ircs, mailto, xmpp
 * (SPEC §5: react-markdown's default rule); any other address (javascript:, data:…) is removed.
 */
export const safeUrl = (url: string): string | undefined => defaultUrlTransform(url) || undefined;

/**
 * The modal's title is the h2: the document's headings sit below it. A link whose address was
 * removed as unsafe is shown as plain text, not as a dead link.
 */
const COMPONENTS: Components = {
  h1: 'h3',
  h2: 'h4',
  h3: 'h5',
  h4: 'h6',
  a: ({ href, children }) => (href ? <a href={href}>{children}</a> : <span>{children}</span>),
};

const PROSE =
  'flex flex-col gap-3 text-ink [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 ' +
  '[&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-brand-900 [&_h4]:mt-2 [&_h4]:text-lg [&_h4]:font-bold [&_h4]:text-brand-900 ' +
  '[&_h5]:font-bold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_li]:mt-1';

/**
 * Markdown from the insurer, rendered safely: raw HTML is dropped (no rehype-raw, `skipHtml`),
 * the tree is sanitised with rehype-sanitize's GitHub schema, and unsafe addresses are removed.
 */
export function MarkdownView({ title, content }: { title: string; content: string }) {
  return (
    <article aria-label={title} className={PROSE}>
      <ReactMarkdown skipHtml rehypePlugins={[rehypeSanitize]} urlTransform={safeUrl} components={COMPONENTS}>
        {content}
      </ReactMarkdown>
    </article>
  );
}
