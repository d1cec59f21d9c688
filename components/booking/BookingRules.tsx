import { getTranslations } from 'next-intl/server';
import { BOOKING_RULES, DAY_CLOSES, DAY_OPENS, JOIN_WINDOW_MS } from '@/lib/booking/rules';
import type { BookingServiceId } from '@/lib/booking/services';
import { RulesPanel } from './TextPanels';

/** The booking rules as the customer reads them (SPEC §9 and our choices: days ahead, places per slot). */
export async function BookingRules({ service, headingLevel = 2 }: { service: BookingServiceId; headingLevel?: 2 | 3 }) {
  const t = await getTranslations('Booking');
  const items = [
    t('rules.hours', { opens: DAY_OPENS, closes: DAY_CLOSES }),
    t('rules.window', { hours: BOOKING_RULES.minLeadHours, days: BOOKING_RULES.daysAhead }),
    t('rules.capacity', { capacity: BOOKING_RULES.capacity }),
    t('rules.join', { adviser: t(`services.${service}.adviser`), minutes: JOIN_WINDOW_MS / 60_000 }),
  ];
  return <RulesPanel id={`rules-${service}`} title={t('rules.title')} headingLevel={headingLevel} items={items} />;
}
