import { getTranslations } from 'next-intl/server';
import type { Ecosystem } from '@/lib/insurer/types';

/** Service keys (SPEC §2) → their card in Home.services. */
const SERVICE_CARD = {
  coursera: 'courses',
  curr: 'cv',
  consultar: 'salary',
  'procurar-emprego': 'jobs',
  'ofertas-emprego/procurar': 'jobs',
  'falar-com-especialista': 'specialist',
  'orientacao-financeira': 'finance',
  marketing: 'marketing',
  logo: 'logo',
} as const;

const isKnownService = (name: string): name is keyof typeof SERVICE_CARD => name in SERVICE_CARD;

type Props = { title: string; names: string; ecosystems: Ecosystem[]; notice?: string };

/** A logged-in landing page: greeting, then the services of each of the customer's ecosystems (from the session). */
export async function SessionServices({ title, names, ecosystems, notice }: Props) {
  const t = await getTranslations('AuthLanding');
  const tHome = await getTranslations('Home');
  const withServices = ecosystems.map((e) => ({ name: e.name, services: e.services.map((s) => s.name).filter(isKnownService) }));
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-12">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
        <p className="text-xl font-semibold text-ink">{t('greeting', { names })}</p>
        {notice && <p className="rounded-2xl bg-brand-50 p-4 text-ink">{notice}</p>}
        <p className="text-ink-muted">{t('intro')}</p>
      </header>
      {withServices.every((e) => e.services.length === 0) && <p className="text-ink-muted">{t('noServices')}</p>}
      {withServices
        .filter((e) => e.services.length > 0)
        .map((ecosystem) => (
          <section key={ecosystem.name} aria-labelledby={`ecosystem-${ecosystem.name}`} className="flex flex-col gap-4">
            <h2 id={`ecosystem-${ecosystem.name}`} className="text-2xl font-bold text-brand-900">
              {t('ecosystemServices', { ecosystem: ecosystem.name })}
            </h2>
            <ul className="grid gap-4 desktop:grid-cols-3">
              {ecosystem.services.map((service) => (
                <li key={service} className="rounded-2xl border border-brand-100 p-5">
                  <h3 className="text-lg font-bold text-brand-900">{tHome(`services.${SERVICE_CARD[service]}.title`)}</h3>
                  <p className="mt-2 text-ink-muted">{tHome(`services.${SERVICE_CARD[service]}.text`)}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </section>
  );
}
