import { sessionGetHandler } from '@/lib/bff/handler';
import { serviceNotIncluded } from '@/lib/bff/replies';
import { readAvailability } from '@/lib/booking/load';
import { hasService } from '@/lib/config/benefit-services';
import { availabilityQuerySchema } from '@/lib/validation/booking';

/** GET API.availability?service= → AvailabilityView (lib/booking/load.ts readAvailability): the booking page reads it again after a change. */
export const GET = sessionGetHandler(availabilityQuerySchema, async ({ body, session }) =>
  hasService(session.listEcosystem, body.service) ? readAvailability(session.jwt, body.service) : serviceNotIncluded(),
);
