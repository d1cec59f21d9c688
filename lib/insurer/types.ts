import type { AppointmentState } from '@/lib/booking/services';

/**
 * The app's view of the insurer's video-appointment data, mapped from the wire types by
 * lib/insurer/scheduling.ts (the booking rewrite of issue 20 moves it to lib/booking).
 */

/** A video appointment with an adviser; `start` in epoch ms. */
export type Appointment = { id: number; schedulingType: number; start: number; state: AppointmentState; note: string; videoUrl: string };

/** A bookable slot of a service; `start` in epoch ms, `free` places left (0: full). */
export type Slot = { start: number; free: number };
