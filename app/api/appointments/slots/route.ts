import { sessionGetHandler } from '@/lib/bff/handler';
import { serviceNotIncluded } from '@/lib/bff/replies';
import { readDaySlots } from '@/lib/booking/load';
import { hasService } from '@/lib/config/benefit-services';
import { daySlotsQuerySchema } from '@/lib/validation/booking';

/** GET API.slots?service=&day= → DaySlotsView (lib/booking/load.ts readDaySlots): the booking form reads a day's slots when the customer picks it. */
export const GET = sessionGetHandler(daySlotsQuerySchema, async ({ body, session }) =>
  hasService(session.listEcosystem, body.service) ? readDaySlots(session.jwt, body.service, body.day) : serviceNotIncluded(),
);
