'use client';

import { useTranslations } from 'next-intl';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { ContentModal } from '@/components/ui/ContentModal';
import { LegalTextSkeleton } from '@/components/ui/LegalTextSkeleton';

/** The form's code is fetched when the modal first opens. */
const ContactForm = lazyComponent(() => import('./ContactForm').then((module) => module.ContactForm), {
  loading: () => <LegalTextSkeleton lines={6} />,
});

export interface ContactModalProps {
  onClose: () => void;
  /** Told by the server: logged in → subject and message only. */
  loggedIn: boolean;
}

/** The contact modal 'Como podemos te ajudar?' (SPEC §2, §4), mounted only while it is open. */
export function ContactModal({ onClose, loggedIn }: ContactModalProps) {
  const t = useTranslations('Contact');
  return (
    <ContentModal open onClose={onClose} title={t('title')}>
      <ContactForm loggedIn={loggedIn} onDone={onClose} />
    </ContentModal>
  );
}
