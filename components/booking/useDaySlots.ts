'use client';

import { useState } from 'react';
import { useBffCall } from '@/components/ui/useBffCall';
import { daySlotsPath, type DaySlotsView } from '@/lib/booking/contract';
import type { BookingServiceId } from '@/lib/booking/services';

/**
 * The day the customer is looking at and its slots (API.slots), read when the day is picked: the
 * loading state until they come, a failure for SlotPicker to show with a retry. `reload` reads the
 * shown day again (after a slot was just taken), keeping its slots on screen meanwhile.
 */
export function useDaySlots(service: BookingServiceId, firstDay: string | null) {
  const [day, setDay] = useState(firstDay);
  const { load, reload } = useBffCall<DaySlotsView>({ sessionRequired: true, read: { path: day ? daySlotsPath(service, day) : null } });
  return { day, setDay, load, reload };
}

export type DaySlots = ReturnType<typeof useDaySlots>;
