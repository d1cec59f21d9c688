import catalogue from '@/messages/pt-BR.json';
import { supportCodeOf } from '@/lib/ops/support-code';

const t = catalogue.Errors;
const [codeBefore, codeAfter] = catalogue.Common.supportCode.split('<code></code>');

/**
 * What app/global-error.tsx shows, loaded only then, with its texts (messages Errors): importing the
 * catalogue there would put every message into the JavaScript every page loads first. Without
 * next-intl (no providers are available there); a server failure's support code has
 * components/ui/SupportCode.tsx's text and look.
 */
export function GlobalErrorView({ digest, reset }: { digest?: string; reset: () => void }) {
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{t.unexpectedTitle}</h1>
      <p className="text-lg text-ink-muted">{t.failureMessage}</p>
      {digest && (
        <p className="text-sm text-ink-muted">
          {codeBefore}
          <span translate="no" className="font-mono font-semibold text-ink select-all">
            {supportCodeOf(digest)}
          </span>
          {codeAfter}
        </p>
      )}
      <div className="flex gap-3">
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full reload is the point here */}
        <a href="/" className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white">
          {t.backHome}
        </a>
        <button type="button" onClick={reset} className="rounded-full border-2 border-brand-700 px-6 py-3 font-semibold text-brand-700">
          {t.retry}
        </button>
      </div>
    </>
  );
}
