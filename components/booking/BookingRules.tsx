import { getTranslations } from 'next-intl/server';
import { BOOKING_RULES, DAY_CLOSES, DAY_OPENS, JOIN_WINDOW_MS } from '@/lib/booking/rules';
import type { BookingServiceId } from '@/lib/booking/services';

/** The booking rules as the customer reads them (SPEC §9 and our choices: days ahead, places per slot). */
export async function BookingRules({ service, headingLevel = 2 }: { service: BookingServiceId; headingLevel?: 2 | 3 }) {
  const t = await getTranslations('Booking');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const items = [
    t('rules.hours', { opens: DAY_OPENS, closes: DAY_CLOSES }),
    t('rules.window', { hours: BOOKING_RULES.minLeadHours, days: BOOKING_RULES.daysAhead }),
    t('rules.capacity', { capacity: BOOKING_RULES.capacity }),
    t('rules.wait', { adviser: t(`services.${service}.adviser`), minutes: BOOKING_RULES.adviserWaitMinutes }),
    t('rules.link', { minutes: JOIN_WINDOW_MS / 60_000 }),
  ];
  return (
    <section aria-labelledby={`rules-${service}`} className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-surface p-5">
      <Heading id={`rules-${service}`} className="text-xl font-bold text-brand-900">
        {t('rules.title')}
      </Heading>
      <ul className="flex list-disc flex-col gap-1 ps-5 text-ink">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
