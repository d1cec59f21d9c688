'use client';

import { useTranslations } from 'next-intl';
import { PASSWORD_RULES, passwordRuleResults, passwordStrength, type PasswordRuleId, type PasswordStrength } from '@/lib/validation/password';
import { cx } from '@/components/ui/cx';

const RULE_KEYS = {
  length: 'ruleLength',
  lowercase: 'ruleLowercase',
  uppercase: 'ruleUppercase',
  special: 'ruleSpecial',
} as const satisfies Record<PasswordRuleId, string>;

const STRENGTH_KEYS = { low: 'strengthLow', medium: 'strengthMedium', high: 'strengthHigh' } as const satisfies Record<PasswordStrength, string>;

/** The new-password rules, each with an ok/failed icon and its text alternative, and the strength label. */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const t = useTranslations('Password');
  const results = passwordRuleResults(password);
  const strength = passwordStrength(password);
  return (
    <div id={id} className="flex flex-col gap-2 rounded-xl bg-surface-muted p-4 text-sm">
      <p className="font-semibold text-ink">{t('rulesTitle')}</p>
      <ul className="flex flex-col gap-1">
        {PASSWORD_RULES.map(({ id: rule }) => (
          <li key={rule} className={cx('flex items-start gap-2', results[rule] ? 'text-success' : 'text-ink-muted')}>
            <RuleIcon ok={results[rule]} />
            <span>
              {t(RULE_KEYS[rule])}
              <span className="sr-only">: {t(results[rule] ? 'ruleOk' : 'ruleFailed')}</span>
            </span>
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="text-ink">
        {t('strengthLabel')} <strong data-strength={strength}>{t(STRENGTH_KEYS[strength])}</strong>
      </p>
    </div>
  );
}

function RuleIcon({ ok }: { ok: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" data-rule-icon={ok ? 'ok' : 'failed'} className="mt-0.5 size-4 shrink-0" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      {ok ? <path d="M3 8.5l3 3 7-7" /> : <path d="M4 4l8 8M12 4l-8 8" />}
    </svg>
  );
}
