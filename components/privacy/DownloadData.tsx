'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { useBffCall } from '@/components/ui/useBffCall';
import { currentConsent, currentConsentDate } from '@/components/consent/consentStore';
import { API, exportFileName, type ExportFile } from '@/lib/privacy/contract';

/** The export's query: the consent choices held in this browser (lib/validation/privacy.ts consentQuerySchema). */
function consentQuery(): string {
  const state = currentConsent();
  const at = currentConsentDate();
  const query = new URLSearchParams({ analytics: state === 'unknown' ? 'unset' : state });
  if (at && state !== 'unset') query.set('analyticsAt', at);
  return query.toString();
}

/** Saves `text` as a file named `name` (a link to a Blob, clicked and let go). */
function saveFile(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "Baixar meus dados": the server reads every part and answers the whole file, or the connection
 * error (useBffCall's dialog, with the support code) and no file at all.
 */
export function DownloadData() {
  const t = useTranslations('Privacy.download');
  const { call, busy, feedback } = useBffCall({ sessionRequired: true });
  const [saved, setSaved] = useState<string | null>(null);

  const download = async () => {
    setSaved(null);
    const result = await call<ExportFile>(`${API.export}?${consentQuery()}`, undefined, 'GET');
    if (!result.ok) return;
    const name = exportFileName(result.data.exportedAt);
    saveFile(`${JSON.stringify(result.data, null, 2)}\n`, name);
    setSaved(name);
  };

  return (
    <>
      <div className="flex flex-col items-start gap-3">
        <Button onClick={() => void download()} busy={busy} data-control="privacy-download">
          {t('button')}
        </Button>
        <p role="status" className="text-sm text-ink-muted">
          {saved && t('done', { file: saved })}
        </p>
      </div>
      {feedback}
    </>
  );
}
