import { getTranslations } from 'next-intl/server';
import type { LogoCreatorView } from '@/lib/logo/contract';
import type { SavedLogoView } from '@/lib/logo/saved-view';
import { LogoBriefForm } from './LogoBriefForm';
import { LogoEditor } from './LogoEditor';
import { Proposals } from './Proposals';
import { SavedLogos } from './SavedLogos';

type Props = {
  view: LogoCreatorView;
  /** The customer's saved logos (null: the insurer could not be reached). */
  logos: SavedLogoView[] | null;
};

/**
 * The logo creator: the brief's form; with a valid brief in the query, its proposals; with
 * `proposta=N`, the editor on that proposal; then the customer's saved logos.
 */
export async function LogoCreator({ view, logos }: Props) {
  const t = await getTranslations('Logo');
  const { initial, invalid, proposals, chosen } = view;
  return (
    <div className="flex flex-col gap-10">
      <LogoBriefForm initial={initial} invalid={invalid} />
      {invalid && (
        <p role="alert" className="text-danger">
          {t('brief.fixErrors')}
        </p>
      )}
      {proposals && <Proposals brief={proposals.brief} proposals={proposals.designs} omitted={proposals.omitted} />}
      {chosen && <LogoEditor key={`${new URLSearchParams(initial)}&${chosen.number}`} initial={chosen.design} savedCount={logos?.length ?? 0} />}
      <SavedLogos logos={logos} />
    </div>
  );
}
