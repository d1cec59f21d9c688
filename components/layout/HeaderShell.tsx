'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Logo } from './Logo';
import { DocumentLink } from '@/components/ui/DocumentLink';

/**
 * The header's frame (the skip link before it comes from the root layout, components/layout/SkipLink): the logo (home) and, on the right, the actions it is given. A
 * client component although it has no state: its markup then goes out once, as HTML, instead of
 * also as an element tree in every page's RSC payload (its texts are the site's, already there).
 */
export function HeaderShell({ compactLogo = false, children }: { compactLogo?: boolean; children: ReactNode }) {
  const t = useTranslations('Header');
  return (
    <header className="site-header">
      <div className="site-header-bar">
        <DocumentLink href="/" aria-label={t('logoAlt')} className="inline-flex shrink-0 items-center">
          <Logo compact={compactLogo} />
        </DocumentLink>
        {children}
      </div>
    </header>
  );
}
