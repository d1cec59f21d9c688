'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { MenuListProps } from '@/components/ui/useMenuButton';
import { SERVICES, SERVICE_IDS } from '@/lib/config/benefit-services';
import { DASHBOARD_PATH } from '@/lib/dashboard/path';
import type { MenuService } from './ServicesMenu';

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The paths under which the service at `href` is the current one. */
function pathsOf(href: string): readonly string[] {
  const id = SERVICE_IDS.find((service) => SERVICES[service].href === href);
  return id ? SERVICES[id].paths : [href];
}

/** The open 'Meus benefícios' menu (ServicesMenu): Meu painel and the customer's services, the current one marked. */
export function ServicesMenuPanel({ services, menuProps }: { services: MenuService[]; menuProps: MenuListProps }) {
  const t = useTranslations('ServiceNav');
  const pathname = usePathname();
  return (
    <div className="services-menu-panel">
      <p aria-hidden="true" className="px-4 pt-2 pb-1 text-sm font-semibold text-ink-muted desktop:hidden">
        {t('label')}
      </p>
      <ul {...menuProps} aria-label={t('label')} className="flex flex-col">
        <li role="none">
          <Link role="menuitem" tabIndex={-1} href={DASHBOARD_PATH} aria-current={pathname === DASHBOARD_PATH ? 'page' : undefined} className="services-menu-item">
            {t('dashboard')}
          </Link>
        </li>
        {services.map((service) => {
          const current = pathsOf(service.href).some((prefix) => isUnder(pathname, prefix));
          return (
            <li key={service.href} role="none">
              <Link role="menuitem" tabIndex={-1} href={service.href} aria-current={current ? 'page' : undefined} className="services-menu-item">
                {service.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
