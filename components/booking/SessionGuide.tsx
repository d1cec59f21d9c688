import { getTranslations } from 'next-intl/server';
import type { BookingServiceId } from '@/lib/booking/services';

/** How many preparation steps and practical tips each service's guide has (messages Guides.<service>). */
const GUIDE_ITEMS: Record<BookingServiceId, { prepare: number; tips: number }> = {
  specialist: { prepare: 3, tips: 4 },
  marketing: { prepare: 3, tips: 5 },
  finance: { prepare: 3, tips: 5 },
};

const keys = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);

/** The session's guide (issue 11 §3): what it covers, how to prepare, practical tips; useful before booking. */
export async function SessionGuide({ service }: { service: BookingServiceId }) {
  const t = await getTranslations('Guides');
  const { prepare, tips } = GUIDE_ITEMS[service];
  const text = (key: string) => t(`${service}.${key}` as never);
  return (
    <section aria-labelledby={`guide-${service}`} className="flex flex-col gap-5 rounded-2xl bg-surface-muted p-6">
      <h2 id={`guide-${service}`} className="text-2xl font-bold text-brand-900">
        {t('title')}
      </h2>
      <div className="flex flex-col gap-2">
        <h3 className="text-lg font-bold text-brand-900">{t('covers')}</h3>
        <p className="text-ink">{text('covers')}</p>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-lg font-bold text-brand-900">{t('prepare')}</h3>
        <ol className="flex list-decimal flex-col gap-1 ps-5 text-ink">
          {keys('prepare', prepare).map((key) => (
            <li key={key}>{text(key)}</li>
          ))}
        </ol>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-lg font-bold text-brand-900">{t('tips')}</h3>
        <ul className="flex list-disc flex-col gap-1 ps-5 text-ink">
          {keys('tip', tips).map((key) => (
            <li key={key}>{text(key)}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
