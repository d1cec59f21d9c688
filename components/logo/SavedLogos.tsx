import { getTranslations } from 'next-intl/server';
import { SAVED_MAX } from '@/lib/logo/catalog';
import type { SavedLogoView } from '@/lib/logo/saved-view';
import { SAVED_HEADING_ID, SAVED_ID } from './params';
import { previewSrc } from './previewSrc';
import { SavedLogoActions } from './SavedLogoActions';

/** 'Meus logos': the saved logos (null: the insurer could not be reached), each with its downloads and delete. */
export async function SavedLogos({ logos }: { logos: SavedLogoView[] | null }) {
  const t = await getTranslations('Logo.saved');
  return (
    <section id={SAVED_ID} aria-labelledby={SAVED_HEADING_ID} className="flex scroll-mt-4 flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={SAVED_HEADING_ID} tabIndex={-1} className="text-2xl font-bold text-brand-900">
          {t('heading')}
        </h2>
        {logos && <p className="text-ink-muted">{t('count', { count: logos.length, max: SAVED_MAX })}</p>}
      </div>
      {!logos ? (
        <p role="alert" className="rounded-xl border-2 border-danger px-4 py-3 text-ink">
          {t('unavailable')}
        </p>
      ) : logos.length === 0 ? (
        <p className="text-ink-muted">{t('empty', { max: SAVED_MAX })}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 desktop:grid-cols-3">
          {logos.map((logo) => (
            <li key={logo.id} className="flex flex-col gap-3 rounded-2xl border border-brand-100 p-3 shadow-sm">
              {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn per request by our own route */}
              <img src={previewSrc(logo.design)} alt={t('alt', { name: logo.design.name })} width={512} height={512} className="aspect-square w-full rounded-xl bg-[repeating-conic-gradient(#f6f5f8_0_25%,#fff_0_50%)] bg-[length:24px_24px]" />
              <div>
                <h3 className="font-bold break-words text-ink">{logo.design.name}</h3>
                <p className="text-sm text-ink-muted">{t('savedOn', { date: logo.savedOn })}</p>
              </div>
              <SavedLogoActions id={logo.id} name={logo.design.name} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
