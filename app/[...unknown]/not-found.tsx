import { NotFoundScreen, notFoundMetadata } from '@/components/layout/NotFoundScreen';
import { PublicFrame } from '@/components/layout/PublicFrame';

export const generateMetadata = notFoundMetadata;

/**
 * Unmatched addresses: HTTP 404 with the generic error screen, in the visitor's frame (its header
 * opens the login and sign-up panels). Only this segment carries it: the root's not-found
 * (app/not-found.tsx), which Next sends with every page, stays lean.
 */
export default function UnknownAddress() {
  return (
    <PublicFrame>
      <NotFoundScreen />
    </PublicFrame>
  );
}
