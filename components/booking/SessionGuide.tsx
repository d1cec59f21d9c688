import { getTranslations } from 'next-intl/server';
import type { BookingServiceId } from '@/lib/booking/services';
import { GuidePanel } from './TextPanels';

/** How many preparation steps and practical tips each service's guide has (messages Guides.<service>). */
const GUIDE_ITEMS: Record<BookingServiceId, { prepare: number; tips: number }> = {
  specialist: { prepare: 3, tips: 4 },
  marketing: { prepare: 3, tips: 5 },
  finance: { prepare: 3, tips: 5 },
};

const keys = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);

/** The session's guide: what it covers, how to prepare, practical tips; useful before booking. */
export async function SessionGuide({ service }: { service: BookingServiceId }) {
  const t = await getTranslations('Guides');
  const { prepare, tips } = GUIDE_ITEMS[service];
  const text = (key: string) => t(`${service}.${key}` as never);
  return (
    <GuidePanel
      id={`guide-${service}`}
      texts={{
        title: t('title'),
        covers: { title: t('covers'), text: text('covers') },
        prepare: { title: t('prepare'), items: keys('prepare', prepare).map(text) },
        tips: { title: t('tips'), items: keys('tip', tips).map(text) },
      }}
    />
  );
}
