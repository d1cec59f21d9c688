'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ContactModal } from './ContactModal';

/** The 'Fale Conosco' button and the contact modal it opens. */
export function ContactLauncher({ loggedIn }: { loggedIn: boolean }) {
  const t = useTranslations('Help');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" appearance="contained" onClick={() => setOpen(true)} data-control="fale-conosco">
        {t('contactButton')}
      </Button>
      <ContactModal open={open} onClose={() => setOpen(false)} loggedIn={loggedIn} />
    </>
  );
}
