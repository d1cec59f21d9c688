import { useTranslations } from 'next-intl';

/**
 * 'Código do atendimento: K7Q2-9XWD' under an error: what the customer reads out to the call
 * centre or sends with the contact form, to find the request's log lines (lib/ops/support-code.ts).
 */
export function SupportCode({ code }: { code: string }) {
  const t = useTranslations('Common');
  return (
    <p className="text-sm text-ink-muted">
      {t.rich('supportCode', { code: () => <span translate="no" className="font-mono font-semibold text-ink select-all">{code}</span> })}
    </p>
  );
}
