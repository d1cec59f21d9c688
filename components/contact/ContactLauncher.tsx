'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { lazyComponent } from '@/components/ui/lazyComponent';

// The modal's code loads when 'Fale Conosco' is first pressed, not with the page.
const ContactModal = lazyComponent(() => import('./ContactModal').then((m) => m.ContactModal));

/** The 'Fale Conosco' button and the contact modal it opens. */
export function ContactLauncher({ loggedIn }: { loggedIn: boolean }) {
  const t = useTranslations('Help');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" appearance="contained" onClick={() => setOpen(true)} data-control="fale-conosco">
        {t('contactButton')}
      </Button>
      {open && <ContactModal onClose={() => setOpen(false)} loggedIn={loggedIn} />}
    </>
  );
}
