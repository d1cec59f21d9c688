import 'server-only';
import { getTranslations } from 'next-intl/server';
import { listLogos } from '@/lib/logo/insurer';
import { drawLogo } from '@/lib/logo/draw';
import { proposalsFor } from '@/lib/logo/proposals';
import { withInsurerSession } from '@/lib/session/dal';
import { logoBriefSchema } from '@/lib/validation/logo';
import { LogoBriefForm } from './LogoBriefForm';
import { LogoEditor } from './LogoEditor';
import { PROPOSAL_PARAM } from './params';
import { Proposals } from './Proposals';
import { SavedLogos } from './SavedLogos';

type Query = Record<string, string | string[] | undefined>;

const BRIEF_FIELDS = ['name', 'slogan', 'segment', 'type', 'palette', 'font'] as const;

/** The page's query, one value per field. */
const single = (query: Query, key: string) => {
  const value = query[key];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The logo creator: the brief's form; with a valid brief in the query, its proposals (drawn here,
 * on the server); with `proposta=N`, the editor on that proposal; then the customer's saved logos.
 */
export async function LogoCreator({ query }: { query: Query }) {
  const t = await getTranslations('Logo');
  const initial = Object.fromEntries(BRIEF_FIELDS.flatMap((key) => (single(query, key) === undefined ? [] : [[key, single(query, key)!]])));
  const asked = single(query, 'name') !== undefined;
  const brief = asked ? logoBriefSchema.safeParse(initial) : null;
  const proposals = brief?.success ? proposalsFor(brief.data) : [];
  const omitted = proposals.length ? drawLogo(proposals[0]!).omitted : [];
  const number = Number(single(query, PROPOSAL_PARAM));
  const chosen = proposals[number - 1];

  const saved = await withInsurerSession(listLogos);
  const logos = saved.kind === 'ok' ? saved.data : null;

  return (
    <div className="flex flex-col gap-10">
      <LogoBriefForm initial={initial} invalid={brief !== null && !brief.success} />
      {brief && !brief.success && (
        <p role="alert" className="text-danger">
          {t('brief.fixErrors')}
        </p>
      )}
      {brief?.success && <Proposals brief={brief.data} proposals={proposals} omitted={omitted} />}
      {chosen && <LogoEditor key={`${new URLSearchParams(initial)}&${number}`} initial={chosen} savedCount={logos?.length ?? 0} />}
      <SavedLogos logos={logos} />
    </div>
  );
}
