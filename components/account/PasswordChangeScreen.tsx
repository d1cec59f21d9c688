import { getTranslations } from 'next-intl/server';
import { MESSAGES } from '@/lib/bff/messages';
import { limiter } from '@/lib/limits/limiter';
import { LIMITS } from '@/lib/limits/limits';
import { verifySession } from '@/lib/session/dal';
import { formatTime } from '@/lib/time/brazil';
import { AccountPage } from './AccountPage';
import { PasswordChangeFlow, type PasswordChangeFlowProps } from './PasswordChangeFlow';

/** The lock of too many wrong current passwords for this customer, if any (lib/limits, the handler's own counter). */
async function passwordLock(identification: string): Promise<PasswordChangeFlowProps['lock']> {
  const seconds = await limiter('passwordChange').blockedFor(identification);
  if (!seconds) return null;
  const untilMs = Date.now() + seconds * 1000;
  return { message: MESSAGES.Limits[LIMITS.passwordChange.message], until: formatTime(untilMs), untilMs };
}

/** /auth/perfil/senha ('Alterar a senha'). */
export async function PasswordChangeScreen() {
  const session = await verifySession();
  const t = await getTranslations('PasswordChange');
  return (
    <AccountPage title={t('title')} lead={t('lead')}>
      <section aria-label={t('title')} className="rounded-2xl border border-brand-100 bg-surface p-6">
        <PasswordChangeFlow lock={await passwordLock(session.identification)} />
      </section>
    </AccountPage>
  );
}
