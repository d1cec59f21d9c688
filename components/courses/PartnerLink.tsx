'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { buttonClasses, type ButtonStyleOptions } from '@/components/ui/Button';
import { surveyHref } from '@/lib/config/benefit-services';

type Props = ButtonStyleOptions & {
  /** The partner's programme address (https, from the session's coursera meta). */
  href: string;
  children: ReactNode;
  /** Runs as the customer follows the link (e.g. to close the dialog holding it). */
  onFollow?: () => void;
};

/**
 * The way to the partner: the programme opens in a new tab (noopener, noreferrer: the partner gets
 * neither this window nor the portal's address), and this tab moves to the page's survey address
 * (`?serviceName=coursera`), where the customer returns from the partner. A plain link without JavaScript.
 */
export function PartnerLink({ href, children, onFollow, ...style }: Props) {
  const t = useTranslations('Courses.partner');
  const router = useRouter();
  const pathname = usePathname();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-control="cursos-parceiro"
      className={buttonClasses({ variant: 'primary', appearance: 'outlined', ...style })}
      onClick={() => {
        onFollow?.();
        router.push(surveyHref('courses', pathname));
      }}
    >
      {children}
      <span className="sr-only"> {t('newTab')}</span>
      <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
      </svg>
    </a>
  );
}
