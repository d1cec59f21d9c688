import { getTranslations } from 'next-intl/server';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { unavailableFailure } from '@/lib/bff/client';
import { HOME_WITH_LOGIN_PANEL } from '@/lib/session/login-redirect';
import type { JobFilterName } from '@/lib/validation/jobs';
import { FILTER_IDS } from './ids';
import { TEXT_LINK } from './styles';

const BOX = 'flex flex-col gap-3 rounded-2xl border-2 border-danger p-5';

/** The filters in the URL are not valid: what to fix, each message linking to its field. */
export async function InvalidFilters({ errors }: { errors: Partial<Record<JobFilterName, string>> }) {
  const t = await getTranslations('Jobs.invalid');
  return (
    <div role="alert" aria-labelledby="jobs-invalid-title" className={BOX}>
      <h2 id="jobs-invalid-title" tabIndex={-1} className="text-xl font-bold text-ink focus:outline-none">
        {t('title')}
      </h2>
      <p>{t('message')}</p>
      <ul className="flex list-disc flex-col gap-1 pl-6">
        {(Object.entries(errors) as [JobFilterName, string][]).map(([name, message]) => (
          <li key={name}>
            {name === 'pagina' ? (
              message
            ) : (
              <a href={`#${FILTER_IDS[name]}`} className={TEXT_LINK}>
                {message}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The insurer could not be reached or answered too late: the connection error dialog, then a way to try again (a full reload). */
export async function ServiceUnavailable({ retryHref, supportCode }: { retryHref: string; supportCode?: string }) {
  const t = await getTranslations('Jobs.unavailable');
  const tAuth = await getTranslations('Auth');
  return (
    <LoadFailure
      title={tAuth('connectionErrorTitle')}
      message={t('message')}
      retry={{ label: t('retry'), href: retryHref, reload: true }}
      failure={unavailableFailure({ kind: 'unavailable', supportCode })}
      connectionDialog
    />
  );
}

/**
 * The insurer no longer accepts the session: LoadFailure's session-over notice (its heading, the
 * 'Sua sessão expirou' text and the way to log in again), with the job pages' words.
 */
export async function SessionExpired() {
  const t = await getTranslations('Jobs.expired');
  const tApi = await getTranslations('Api');
  const login = { label: t('login'), href: HOME_WITH_LOGIN_PANEL };
  return (
    <LoadFailure
      title={tApi('sessionExpiredTitle')}
      message={tApi('unauthorized')}
      failure={{ problem: 'expired' }}
      expired={{ message: tApi('unauthorized'), label: login.label }}
      retry={login}
    />
  );
}
