import { HeaderShell } from '@/components/layout/HeaderShell';
import { NotFoundScreen, notFoundMetadata } from '@/components/layout/NotFoundScreen';
import { PageFrame } from '@/components/layout/PageFrame';

export const generateMetadata = notFoundMetadata;

/**
 * What a page's notFound() shows (an unknown CV section, for instance): HTTP 404 with the generic
 * error screen and the way home. Next sends this boundary in the payload of every page of the root
 * layout, so it stays lean: the header's logo only, without the visitor's panels and their texts
 * (unmatched addresses get the full visitor frame, app/[...unknown]/not-found.tsx). It reads no
 * cookie: a session read here would make the prerendered public pages dynamic.
 */
export default function NotFound() {
  return (
    <PageFrame header={<HeaderShell>{null}</HeaderShell>}>
      <NotFoundScreen />
    </PageFrame>
  );
}
