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
  /** The saved logo being edited again (`logo=<id>`), 'gone' when it is no longer saved, or null. */
  editing: SavedLogoView | 'gone' | null;
  /** The customer holds the marketing call (the saved logos lead to it). */
  marketing?: boolean;
};

/**
 * The logo creator: the brief's form; with a valid brief in the query, its proposals; with
 * `proposta=N`, the editor on that proposal (with `logo=<id>`, on that saved logo instead); then the
 * customer's saved logos.
 */
export async function LogoCreator({ view, logos, editing, marketing = false }: Props) {
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
      {editing === 'gone' ? (
        <p role="alert" className="rounded-xl border-2 border-accent-700 bg-surface-muted px-4 py-3 text-ink">
          {t('saved.editGone')}
        </p>
      ) : editing ? (
        <LogoEditor key={editing.id} initial={editing.design} savedCount={logos?.length ?? 0} savedId={editing.id} />
      ) : (
        chosen && <LogoEditor key={`${new URLSearchParams(initial)}&${chosen.number}`} initial={chosen.design} savedCount={logos?.length ?? 0} />
      )}
      <SavedLogos logos={logos} marketing={marketing} />
    </div>
  );
}
