import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/Button';

/**
 * The saved CV could not be read: no form is shown (an empty one would tempt the customer to start
 * over, and autosave to overwrite the saved CV), only a way to try again.
 */
export async function CvLoadError() {
  const t = await getTranslations('Cv.builder');
  return (
    <div role="alert" className="flex max-w-2xl flex-col items-start gap-4 rounded-2xl border border-danger/40 bg-surface-muted p-6">
      <h2 className="text-2xl font-bold text-ink">{t('loadFailedTitle')}</h2>
      <p className="text-ink-muted">{t('loadFailed')}</p>
      {/* A full reload: the page reads the CV again on the server. */}
      <a href="" className={buttonClasses()}>
        {t('retry')}
      </a>
    </div>
  );
}
