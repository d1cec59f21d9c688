import { useTranslations } from 'next-intl';
import { RememberSupportCode } from './RememberSupportCode';

/**
 * 'Código do atendimento: K7Q2-9XWD' under an error: what the customer reads out to the call
 * centre or sends with the contact form, to find the request's log lines (lib/ops/support-code.ts).
 * Once shown it is remembered for the contact form (shownSupportCode.ts), unless `remember` is
 * false (the contact form showing it back).
 */
export function SupportCode({ code, remember = true }: { code: string; remember?: boolean }) {
  const t = useTranslations('Common');
  return (
    <p className="text-sm text-ink-muted">
      {t.rich('supportCode', { code: () => <span translate="no" className="font-mono font-semibold text-ink select-all">{code}</span> })}
      {remember && <RememberSupportCode code={code} />}
    </p>
  );
}
