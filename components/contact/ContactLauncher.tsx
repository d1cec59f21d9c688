'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';

// The modal's code loads when 'Fale Conosco' is first pressed, not with the page.
const ContactModal = dynamic(() => import('./ContactModal').then((m) => m.ContactModal));

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
