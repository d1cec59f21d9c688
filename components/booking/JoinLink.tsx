'use client';

import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/Button';
import { joinClosesAt, joinState } from '@/lib/booking/rules';
import { formatDate, formatTime } from '@/lib/time/brazil';

type Props = { start: number; url: string; now: number };

/**
 * 'Entrar na videochamada': a live link only from the start until 10 minutes after it (SPEC §9),
 * computed from the browser's clock; before that a disabled link saying when it opens.
 */
export function JoinLink({ start, url, now }: Props) {
  const t = useTranslations('Appointments');
  const state = joinState(start, now);
  const closes = formatTime(joinClosesAt(start));
  if (state === 'closed') return <p className="text-ink-muted">{t('joinClosed')}</p>;
  const open = state === 'open';
  return (
    <div className="flex flex-col items-start gap-2 desktop:flex-row desktop:items-center desktop:gap-4">
      {open ? (
        <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: 'secondary', appearance: 'contained' })} data-control="appointment-join">
          {t('join')} <span className="sr-only">{t('newTab')}</span>
        </a>
      ) : (
        <a role="link" aria-disabled="true" className={buttonClasses({ variant: 'secondary', appearance: 'contained', className: 'cursor-not-allowed opacity-50' })}>
          {t('join')}
        </a>
      )}
      <p className="text-sm text-ink-muted">
        {open ? t('joinOpen', { closes }) : t('joinOpensAt', { date: formatDate(start), time: formatTime(start), closes })}
      </p>
    </div>
  );
}
