import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/Button';
import { SERVICES } from '@/lib/config/benefit-services';
import type { LogoBrief, LogoDesign } from '@/lib/logo/catalog';
import { previewSrc } from './previewSrc';
import { EDITOR_ID, PROPOSAL_PARAM, PROPOSALS_ID } from './params';
import { Section } from '@/components/ui/Section';

type Props = { brief: LogoBrief; proposals: LogoDesign[]; omitted: string[] };

/** The proposals drawn for the brief, each with a way into the editor. */
export async function Proposals({ brief, proposals, omitted }: Props) {
  const t = await getTranslations('Logo');
  const describe = (design: LogoDesign) =>
    t('describe', { type: t(`types.${design.type}`).toLocaleLowerCase('pt-BR'), layout: t(`layouts.${design.layout}`), style: t(`styles.${design.style}`) });
  const query = new URLSearchParams(brief);
  return (
    <Section id={PROPOSALS_ID} title={t('proposals.heading')} titleId="logo-proposals-heading" titleClassName="section-title" className="flex scroll-mt-4 flex-col gap-4">
      <p className="text-ink-muted">{t('proposals.intro', { count: proposals.length, name: brief.name })}</p>
      {omitted.length > 0 && (
        <p role="status" className="rounded-xl border-2 border-accent-700 bg-surface-muted px-4 py-3 text-ink">
          {t('proposals.omitted', { chars: omitted.join(' ') })}
        </p>
      )}
      {/* Two a row from the narrowest phone: one a row put the editor nine screens down. */}
      <ul className="grid grid-cols-2 gap-3 desktop:grid-cols-4 desktop:gap-4">
        {proposals.map((design, index) => {
          const number = index + 1;
          query.set(PROPOSAL_PARAM, String(number));
          return (
            <li key={number} className="flex flex-col gap-2 rounded-2xl border border-brand-100 bg-surface p-2 shadow-sm desktop:gap-3 desktop:p-3">
              {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn per request by our own route: nothing for next/image to optimise */}
              <img src={previewSrc(design)} alt={t('proposals.alt', { number, description: describe(design) })} width={512} height={512} className="aspect-square w-full rounded-xl bg-[repeating-conic-gradient(#f6f5f8_0_25%,#fff_0_50%)] bg-[length:24px_24px]" />
              <Link href={`${SERVICES.logo.href}?${query}#${EDITOR_ID}`} scroll={false} className={buttonClasses({ variant: 'primary', appearance: 'outlined', className: 'mt-auto px-3 text-sm' })}>
                {t('proposals.customize', { number })}
              </Link>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
