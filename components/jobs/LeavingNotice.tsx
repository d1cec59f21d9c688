'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useRef } from 'react';
import { Button, buttonClasses } from '@/components/ui/Button';
import { CloseButton } from '@/components/ui/CloseButton';
import { ModalFrame } from '@/components/ui/ModalFrame';
import { withSurvey } from '@/lib/jobs/links';

export type LeavingOffer = { id: number; title: string; partner: string; applyUrl: string };

/**
 * 'Você está saindo do Portal de Benefícios': where the offer opens, a word of caution, then
 * 'Continuar' (a link to the partner's page, in a new tab, without opener or referrer) or back to
 * the offer. Focus is trapped inside; Escape closes it and gives focus back to 'Candidatar-se'.
 * After 'Continuar' this page is marked for the satisfaction survey (?serviceName=).
 */
export function LeavingNotice({ offer, onClose }: { offer: LeavingOffer; onClose: () => void }) {
  const t = useTranslations('Jobs.leaving');
  const titleId = useId();
  const messageId = useId();
  const continueRef = useRef<HTMLAnchorElement>(null);
  const router = useRouter();

  const continued = () => {
    onClose();
    router.replace(withSurvey(`${window.location.pathname}${window.location.search}`), { scroll: false });
  };

  return (
    <ModalFrame open onClose={onClose} labelledBy={titleId} describedBy={messageId} initialFocusRef={continueRef} className="desktop:max-w-[560px]">
      <div className="flex items-start justify-between gap-4 px-6 pt-6">
        <h2 id={titleId} className="pt-1.5 text-xl font-bold text-brand-900">
          {t('title')}
        </h2>
        <CloseButton onClick={onClose} />
      </div>
      <div className="flex flex-col gap-3 px-6 py-4 text-ink">
        <p id={messageId}>{t('message', { title: offer.title, partner: offer.partner })}</p>
        <p className="rounded-xl bg-surface-muted p-4 font-semibold">{t('safety')}</p>
      </div>
      <div className="flex flex-col-reverse gap-3 px-6 pb-6 desktop:flex-row desktop:justify-end">
        <Button appearance="outlined" onClick={onClose}>
          {t('cancel')}
        </Button>
        <a
          ref={continueRef}
          href={offer.applyUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={continued}
          className={buttonClasses()}
          data-control="jobs-apply-continue"
          data-extra={String(offer.id)}
        >
          {t('continue')}
          <span className="sr-only"> {t('newTab')}</span>
        </a>
      </div>
    </ModalFrame>
  );
}
