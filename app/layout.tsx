import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PanelHost } from '@/components/auth/PanelHost';
import { PanelProvider } from '@/components/auth/PanelProvider';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { getEnv } from '@/lib/env';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  return {
    metadataBase: new URL(getEnv().SITE_URL),
    title: { default: t('title'), template: `%s | ${t('siteName')}` },
    description: t('description'),
    applicationName: t('siteName'),
    openGraph: { type: 'website', locale: 'pt_BR', siteName: t('siteName'), title: t('title'), description: t('description') },
  };
}

export const viewport: Viewport = { themeColor: '#5b2d90', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <body className="flex min-h-screen flex-col">
        <NextIntlClientProvider>
          <PanelProvider>
            <ScrollToTop />
            <Header />
            <main id="conteudo" className="flex-1">
              {children}
            </main>
            <Footer />
            <PanelHost />
          </PanelProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
