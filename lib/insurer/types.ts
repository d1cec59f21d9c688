
/**
 * The app's view of the insurer's video-appointment data, mapped from the wire types by
 * lib/insurer/scheduling.ts (the booking rewrite of issue 20 moves it to lib/booking).
 */

/** A bookable slot of a service; `start` in epoch ms, `free` places left (0: full). */
export type Slot = { start: number; free: number };
