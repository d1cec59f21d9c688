'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { lazyComponent } from '@/components/ui/lazyComponent';
import type { LeavingOffer } from './LeavingNotice';

// The notice's code loads when 'Candidatar-se' is first pressed, not with the page.
const LeavingNotice = lazyComponent(() => import('./LeavingNotice').then((m) => m.LeavingNotice));

/** 'Candidatar-se': the leaving-the-portal notice first, whose 'Continuar' opens the partner's page in a new tab. */
export function ApplyButton({ offer }: { offer: LeavingOffer }) {
  const t = useTranslations('Jobs.offer');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button fullWidth aria-haspopup="dialog" onClick={() => setOpen(true)} data-control="jobs-apply" data-extra={String(offer.id)}>
        {t('apply')}
      </Button>
      {open && <LeavingNotice offer={offer} onClose={() => setOpen(false)} />}
    </>
  );
}
