'use client';

import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { LazyErrorDialog } from '@/components/ui/LazyErrorDialog';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { useBffCall } from '@/components/ui/useBffCall';
import { isConnectionError } from '@/lib/bff/client';
import { API } from '@/lib/cv/contract';
import type { CvImport } from '@/lib/cv/json-resume';
import { emptyCv } from '@/lib/validation/cv-options';
import type { CvDocument } from '@/lib/validation/cv';
import type { PendingImport } from './JsonImportDialog';

/** The JSON Resume texts that need no formatting (Cv.json), given by the page. */
export type JsonTexts = Record<'download' | 'downloadHint' | 'import' | 'importHint' | 'confirmTitle' | 'replaces' | 'keeps' | 'confirm' | 'cancel' | 'imported' | 'failedTitle' | 'fileName', string>;

type Props = {
  texts: JsonTexts;
  /** The CV on screen (the draft autosave keeps), or null while it cannot be read. */
  read: () => CvDocument | null;
  /** Puts the imported CV on screen (the builder saves it as any change). */
  onImport: (cv: CvDocument) => void;
};

type Failure = { message: string; fields: [string, string][] };

/** The JSON Resume mapping (with zod, for the import's file) and the download are fetched when first used, not with the page. */
const jsonResume = () => import('@/lib/cv/json-resume');
const jsonDownload = () => import('./jsonDownload');
/** The import's confirm step is fetched with the file (or on an intent to import), not with the page. */
const JsonImportDialog = lazyComponent(() => import('./JsonImportDialog').then((m) => m.JsonImportDialog));

/**
 * 'Baixar em JSON' (the CV on screen as JSON Resume, made in the browser) and 'Importar JSON': the
 * chosen file goes to the server as it is (POST API.cvImport: checked there), then a dialog shows
 * what it holds and what it replaces, and nothing changes before 'Substituir'.
 */
export function JsonActions({ texts, read, onImport }: Props) {
  const { call, busy, feedback, supportCode, connectionLost } = useBffCall({ sessionRequired: true });
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const downloadHintId = useId();
  const [pending, setPending] = useState<PendingImport | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState(false);

  // Code that could not come (the network went down since the page loaded) is said as a call's failure would be.
  const download = async () => {
    const code = await jsonDownload().catch(() => null);
    if (!code) return connectionLost();
    code.downloadJson(read() ?? emptyCv(), texts.fileName);
  };

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setDone(false);
    void JsonImportDialog.preload();
    const result = await call<CvImport>(API.cvImport, file);
    if (result.ok) {
      const mapping = await jsonResume().catch(() => null);
      if (!mapping) return connectionLost();
      setPending({ fileName: file.name, imported: result.data, summary: mapping.importSummary(result.data.cv) });
      return;
    }
    if (isConnectionError(result.error) || result.status === 401) return; // useBffCall's dialogs
    setFailure({ message: result.error.message, fields: Object.entries(result.error.fields ?? {}) });
  };

  const replace = async () => {
    if (!pending) return;
    const mapping = await jsonResume().catch(() => null);
    if (!mapping) return connectionLost();
    const { mergeImport } = mapping;
    onImport(mergeImport(read() ?? emptyCv(), pending.imported));
    setPending(null);
    setDone(true);
  };


  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap justify-end gap-2">
        <Button appearance="outlined" onClick={() => void download()} aria-describedby={downloadHintId}>
          {texts.download}
        </Button>
        <Button
          appearance="outlined"
          onClick={() => input.current?.click()}
          onPointerEnter={JsonImportDialog.preload}
          onFocus={JsonImportDialog.preload}
          busy={busy}
          aria-describedby={hintId}
        >
          {texts.import}
        </Button>
        <input ref={input} type="file" accept=".json,application/json" hidden onChange={(event) => void choose(event.target.files?.[0])} data-control="cv-import-file" />
      </div>
      <p id={downloadHintId} className="text-right text-sm text-ink-muted">
        {texts.downloadHint}
      </p>
      <p id={hintId} className="text-right text-sm text-ink-muted">
        {texts.importHint}
      </p>
      <div role="status" className="text-right">
        {done && <p className="font-semibold text-success">{texts.imported}</p>}
      </div>
      {feedback}
      {pending && <JsonImportDialog texts={texts} pending={pending} onCancel={() => setPending(null)} onConfirm={() => void replace()} />}
      {failure && (
        <LazyErrorDialog
          open
          onClose={() => setFailure(null)}
          title={texts.failedTitle}
          supportCode={supportCode}
          message={
            <>
              <p>{failure.message}</p>
              {failure.fields.length > 0 && (
                <ul className="mt-2 text-left">
                  {failure.fields.map(([field, message]) => (
                    <li key={field}>
                      <code>{field}</code>: {message}
                    </li>
                  ))}
                </ul>
              )}
            </>
          }
        />
      )}
    </div>
  );
}
