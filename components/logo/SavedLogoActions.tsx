'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type MouseEvent } from 'react';
import { Button, buttonClasses } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorDialog } from '@/components/ui/ErrorDialog';
import { useBffCall } from '@/components/ui/useBffCall';
import { useFocusFallback } from '@/components/ui/useFocusFallback';
import { isConnectionError, requestFile } from '@/lib/bff/client';
import { API, logoDownload } from '@/lib/logo/contract';
import { surveyHref } from '@/lib/config/benefit-services';
import { SAVED_HEADING_ID } from './params';

/**
 * A saved logo's actions: download as SVG or PNG (plain links: the browser saves the file the
 * server names), then the way to the satisfaction survey; delete after a confirmation.
 */
export function SavedLogoActions({ id, name }: { id: string; name: string }) {
  const t = useTranslations('Logo.saved');
  const tApi = useTranslations('Api');
  const router = useRouter();
  const [downloaded, setDownloaded] = useState(false);
  const [downloading, setDownloading] = useState<Format | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<{ message: string; supportCode?: string } | null>(null);
  const { call, feedback } = useBffCall({ sessionRequired: true });
  // After a delete, the refresh takes this logo away with the button that has focus: it goes to 'Meus logos'.
  const keepFocusInList = useFocusFallback<HTMLButtonElement>(SAVED_HEADING_ID);

  const onDelete = async () => {
    setConfirming(false);
    const result = await call(`${API.logos}/${encodeURIComponent(id)}`, {}, 'DELETE');
    if (result.ok || result.status === 404) router.refresh();
    if (!result.ok && !isConnectionError(result.error) && result.status !== 401) setFailure({ message: result.error.message, supportCode: result.supportCode });
  };

  /** Fetches the file, so a refusal (limit, session, connection) shows its message instead of saving an error as a file. */
  const onDownload = async (event: MouseEvent<HTMLAnchorElement>, format: Format) => {
    event.preventDefault();
    setDownloading(format);
    const outcome = await requestFile(logoDownload(id, format), { fallbackName: 'logo' });
    setDownloading(null);
    if (!outcome.ok) {
      setFailure({ message: outcome.error.message || tApi('connectionError'), supportCode: outcome.supportCode });
      return;
    }
    const url = URL.createObjectURL(outcome.data.blob);
    const anchor = Object.assign(document.createElement('a'), { href: url, download: outcome.data.filename });
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setDownloaded(true);
  };

  const link = buttonClasses({ variant: 'primary', appearance: 'contained', className: 'text-sm' });
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {FORMATS.map((format) => (
          <a
            key={format}
            href={logoDownload(id, format)}
            download
            className={link}
            aria-label={t(format === 'svg' ? 'downloadSvgLabel' : 'downloadPngLabel', { name })}
            aria-busy={downloading === format || undefined}
            onClick={(event) => void onDownload(event, format)}
            data-control={`logo-download-${format}`}
          >
            {t(format === 'svg' ? 'downloadSvg' : 'downloadPng')}
          </a>
        ))}
        <Button
          ref={keepFocusInList}
          variant="terceary"
          appearance="outlined"
          className="text-sm"
          aria-label={t('deleteLabel', { name })}
          onClick={() => setConfirming(true)}
        >
          {t('delete')}
        </Button>
      </div>
      <div role="status">
        {downloaded && (
          <p className="text-sm text-ink">
            {t('downloaded')}{' '}
            <Link href={surveyHref('logo')} className="font-semibold text-brand-700 underline">
              {t('survey')}
            </Link>
          </p>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('confirmTitle')}
        message={t('confirmMessage', { name })}
        keepLabel={t('cancel')}
        confirmLabel={t('confirm')}
        onConfirm={onDelete}
        tone="danger"
      />
      <ErrorDialog open={failure !== null} onClose={() => setFailure(null)} message={failure?.message} supportCode={failure?.supportCode} />
      {feedback}
    </div>
  );
}

const FORMATS = ['svg', 'png'] as const;
type Format = (typeof FORMATS)[number];
