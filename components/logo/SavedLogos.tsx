import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/Button';
import { SERVICES } from '@/lib/config/benefit-services';
import { SAVED_MAX } from '@/lib/logo/catalog';
import type { SavedLogoView } from '@/lib/logo/saved-view';
import { EDITOR_ID, SAVED_HEADING_ID, SAVED_ID, SAVED_LOGO_PARAM } from './params';
import { previewSrc } from './previewSrc';
import { SavedLogoActions } from './SavedLogoActions';
import { CrossLink } from '@/components/services/CrossLink';
import { MARKETING_CALL_HREF } from '@/lib/config/service-links';
import { Section } from '@/components/ui/Section';

/** 'Meus logos': the saved logos (null: the insurer could not be reached), each with its way back into the editor, its downloads and delete. */
export async function SavedLogos({ logos, marketing = false }: { logos: SavedLogoView[] | null; /** The customer holds the marketing call: saved logos lead to it. */ marketing?: boolean }) {
  const t = await getTranslations('Logo.saved');
  const tLinks = await getTranslations('ServiceLinks');
  return (
    <Section
      id={SAVED_ID}
      title={t('heading')}
      titleId={SAVED_HEADING_ID}
      titleClassName="section-title"
      titleProps={{ tabIndex: -1 }}
      header={(heading) => (
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          {heading}
          {logos && <p className="text-ink-muted">{t('count', { count: logos.length, max: SAVED_MAX })}</p>}
        </div>
      )}
      className="flex scroll-mt-4 flex-col gap-4"
    >
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
              <Link
                href={`${SERVICES.logo.href}?${new URLSearchParams({ [SAVED_LOGO_PARAM]: logo.id })}#${EDITOR_ID}`}
                scroll={false}
                aria-label={t('editLabel', { name: logo.design.name })}
                className={buttonClasses({ variant: 'primary', appearance: 'outlined', className: 'self-start text-sm' })}
                data-control="logo-edit"
              >
                {t('edit')}
              </Link>
              <SavedLogoActions id={logo.id} name={logo.design.name} />
            </li>
          ))}
        </ul>
      )}
      {marketing && logos && logos.length > 0 && (
        <CrossLink lead={tLinks('marketingCallLead')} label={tLinks('marketingCall')} href={MARKETING_CALL_HREF} control="logo-marketing" />
      )}
    </Section>
  );
}
