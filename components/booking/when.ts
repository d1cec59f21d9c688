import { formatDate, formatTime, formatWeekday } from '@/lib/time/brazil';

/** The parts of an appointment's start as the texts show it (Brazil time): 'terça-feira', '24/11/2026', '14:30'. */
export const whenParts = (start: string | number) => {
  const instant = typeof start === 'string' ? Date.parse(start) : start;
  return { weekday: formatWeekday(instant), date: formatDate(instant), time: formatTime(instant) };
};
