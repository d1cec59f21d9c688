import { LazyHeaderShell } from '@/components/layout/LazyNotFoundParts';
import { NotFoundScreen, notFoundMetadata } from '@/components/layout/NotFoundScreen';
import { PageFrame } from '@/components/layout/PageFrame';

export const generateMetadata = notFoundMetadata;

/**
 * What a page's notFound() shows (an unknown CV section, for instance): HTTP 404 with the generic
 * error screen and the way home. Next sends this boundary in the payload of every page of the root
 * layout, so it stays lean: the header's logo only, without the visitor's panels and their texts
 * (unmatched addresses get the full visitor frame, app/[...unknown]/not-found.tsx), and the code of
 * that header and of the error screen loads only when a 404 is shown (LazyNotFoundParts). It reads no
 * cookie: a session read here would make the prerendered public pages dynamic.
 */
export default function NotFound() {
  return (
    <PageFrame header={<LazyHeaderShell>{null}</LazyHeaderShell>}>
      <NotFoundScreen />
    </PageFrame>
  );
}
