import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ContactButton } from '@/components/contact/ContactButton';
import { SUPPORT_CONTACTS, type PhoneContact } from '@/lib/config/support-channels';
import { Icon, type IconName } from './Icon';
import { Section } from '@/components/ui/Section';

const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

type ChannelId =
  | 'contactForm'
  | 'phone24h'
  | 'tollFree'
  | 'appChat'
  | 'whatsapp'
  | 'businessEmail'
  | 'lending'
  | 'ombudsman'
  | 'claim';

type Channel = { id: ChannelId; icon: IconName; action?: ReactNode };

/** 'Ajuda e contato': every support channel of SPEC §1, with the 'Fale Conosco' button. */
export async function HelpSection({ isLoggedIn }: { isLoggedIn: boolean }) {
  const t = await getTranslations('Help');
  const c = SUPPORT_CONTACTS;

  const phone = ({ display, tel }: PhoneContact) => (
    <a href={`tel:${tel}`} className={`${LINK} text-lg`}>
      {display}
    </a>
  );
  const external = (href: string, label: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`${LINK} inline-flex items-center gap-1`}>
      {label}
      <span className="sr-only"> {t('newTab')}</span>
      <Icon name="claim" size={16} />
    </a>
  );

  const channels: readonly Channel[] = [
    { id: 'contactForm', icon: 'form', action: <ContactButton loggedIn={isLoggedIn} /> },
    { id: 'phone24h', icon: 'phone', action: phone(c.phone24h) },
    { id: 'tollFree', icon: 'phone', action: phone(c.tollFree) },
    { id: 'appChat', icon: 'chat' },
    { id: 'whatsapp', icon: 'whatsapp', action: external(c.whatsapp.href, c.whatsapp.display) },
    { id: 'businessEmail', icon: 'mail', action: <a href={`mailto:${c.businessEmail}`} className={LINK}>{c.businessEmail}</a> },
    { id: 'lending', icon: 'clock', action: phone(c.lending) },
    { id: 'ombudsman', icon: 'ombudsman', action: phone(c.ombudsman) },
    { id: 'claim', icon: 'claim', action: external(c.claimUrl, t('claimLink')) },
  ];

  return (
    <Section id="ajuda" title={t('title')} titleId="help-title" titleClassName="section-title desktop:text-3xl" className="mx-auto max-w-6xl scroll-mt-4 px-4 py-12 desktop:py-16">
      <p className="mt-2 text-ink-muted">{t('lead')}</p>
      <ul className="mt-8 grid gap-6 desktop:grid-cols-3">
        {channels.map(({ id, icon, action }) => (
          <li key={id} className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-surface p-6">
            <div className="flex items-center gap-3 text-brand-700">
              <Icon name={icon} />
              <h3 className="text-lg font-bold text-brand-900">{t(`channels.${id}.title`)}</h3>
            </div>
            <p className="text-ink-muted">{t(`channels.${id}.text`)}</p>
            {action && <div className="mt-auto">{action}</div>}
          </li>
        ))}
      </ul>
    </Section>
  );
}
