'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { StatusMessage } from '@/components/ui/StatusMessage';
import { useBffCall } from '@/components/ui/useBffCall';
import { isConnectionError } from '@/lib/bff/client';
import { CODES } from '@/lib/bff/codes';
import { API, type SavedLogo } from '@/lib/logo/contract';
import { FONTS, FONT_IDS, FRAMES, LAYOUTS, SAVED_MAX, STYLES, SYMBOL_CHOICES, type LogoColors, type LogoDesign } from '@/lib/logo/catalog';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { previewSrc } from './previewSrc';
import { Select } from '@/components/ui/Select';
import { EDITOR_ID } from './params';
import { Section } from '@/components/ui/Section';

/** How long the editor waits after the last change before asking the server for the new drawing. */
const PREVIEW_DEBOUNCE_MS = 300;

export interface LogoEditorProps {
  /** The proposal being customised. */
  initial: LogoDesign;
  /** Logos the customer has saved already (SAVED_MAX at most). */
  savedCount: number;
  /** A saved logo edited again (its id): saving updates it rather than adding a logo. */
  savedId?: string;
}

/**
 * Tweaks one proposal, or a saved logo again: colours, font, layout, style, shape, symbol and letter
 * case. The server re-draws the preview (debounced); Save keeps the design's parameters with the
 * insurer: a new logo, or (a saved one) 'Salvar alterações' updates it in place.
 */
export function LogoEditor({ initial, savedCount, savedId }: LogoEditorProps) {
  const t = useTranslations('Logo');
  const router = useRouter();
  const [design, setDesign] = useState(initial);
  const [shown, setShown] = useState(initial);
  const [saved, setSaved] = useState(false);
  const { call, busy, feedback, refuse } = useBffCall({ sessionRequired: true });
  const editing = savedId !== undefined;
  // Editing a saved logo adds none: the limit does not apply.
  const full = !editing && savedCount >= SAVED_MAX;
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Chosen from a proposal ('Personalizar a proposta N' → #personalizar): the editor opens where the
  // customer is looking, its heading focused (and read out), rather than 1,700 px further down unseen.
  useEffect(() => {
    if (window.location.hash !== `#${EDITOR_ID}`) return;
    const heading = headingRef.current;
    heading?.closest('section')?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => setShown(design), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [design]);

  // A change after a save is a new design: the 'Logo salvo!' note goes.
  const change = <K extends keyof LogoDesign>(key: K, value: LogoDesign[K]) => {
    setSaved(false);
    setDesign((current) => ({ ...current, [key]: value }));
  };
  const changeColor = (key: keyof LogoColors, value: string) => {
    setSaved(false);
    setDesign((current) => ({ ...current, colors: { ...current.colors, [key]: value.toLowerCase() } }));
  };

  const describe = t('describe', { type: t(`types.${shown.type}`).toLocaleLowerCase('pt-BR'), layout: t(`layouts.${shown.layout}`), style: t(`styles.${shown.style}`) });
  const options = <T extends string | number>(values: readonly T[], label: (value: T) => string) => values.map((value) => ({ value: String(value), label: label(value) }));

  const onSave = async () => {
    if (busy) return;
    const result = editing ? await call<SavedLogo>(`${API.logos}/${encodeURIComponent(savedId)}`, { design }, 'PUT') : await call<SavedLogo>(API.logos, { design });
    if (result.ok) {
      setSaved(true);
      router.refresh();
    } else if (isConnectionError(result.error) || result.status === 401) {
      // useBffCall shows the connection or session dialog; the design stays as it is.
    } else if (result.error.code === CODES.logoLimit) {
      refuse({ title: t('editor.limitTitle'), message: result.error.message });
    } else {
      refuse({ message: Object.values(result.error.fields ?? {})[0] ?? result.error.message });
    }
  };

  return (
    <Section
      id={EDITOR_ID}
      title={editing ? t('editor.editHeading', { name: initial.name }) : t('editor.heading')}
      titleClassName="section-title focus:outline-none"
      titleProps={{ ref: headingRef, tabIndex: -1 }}
      className="flex scroll-mt-4 flex-col gap-6 rounded-2xl border border-brand-100 p-4 desktop:p-6"
    >
      {editing && <p className="text-ink-muted">{t('editor.editNote')}</p>}
      <div className="grid gap-6 desktop:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        {/* Sticky, so the drawing stays on the screen while the controls below (a phone) or beside it
            (a desktop) change it; on a phone it is smaller than the screen's width to leave room for them. */}
        <div className="logo-preview">
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn per request by our own route */}
          <img
            src={previewSrc(shown)}
            alt={t('editor.previewAlt', { description: describe })}
            width={512}
            height={512}
            className="aspect-square w-48 rounded-xl border desktop:w-full border-brand-100 bg-[repeating-conic-gradient(#f6f5f8_0_25%,#fff_0_50%)] bg-[length:24px_24px]"
          />
        </div>
        <div className="logo-controls">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold text-ink">{t('editor.colors')}</legend>
            <div className="flex flex-wrap gap-4">
              {(['primary', 'secondary', 'text'] as const).map((key) => (
                <label key={key} className="flex items-center gap-2 text-ink">
                  <input
                    type="color"
                    value={design.colors[key]}
                    onChange={(event) => changeColor(key, event.target.value)}
                    className="h-11 w-14 cursor-pointer rounded-lg border-2 border-ink-muted bg-surface p-1"
                  />
                  {t(`editor.${key}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <Select label={t('editor.font')} value={design.font} onChange={(event) => change('font', event.target.value as LogoDesign['font'])} options={options(FONT_IDS, (f) => FONTS[f].label)} />
          <RadioGroup legend={t('editor.layout')} name="logo-layout" value={design.layout} onChange={(v) => change('layout', v as LogoDesign['layout'])} options={options(LAYOUTS, (l) => t(`layouts.${l}`))} />
          <RadioGroup legend={t('editor.style')} name="logo-style" value={design.style} onChange={(v) => change('style', v as LogoDesign['style'])} options={options(STYLES, (s) => t(`styles.${s}`))} />
          {design.type !== 'nome' && (
            <RadioGroup legend={t('editor.frame')} name="logo-frame" value={design.frame} onChange={(v) => change('frame', v as LogoDesign['frame'])} options={options(FRAMES, (f) => t(`frames.${f}`))} />
          )}
          {(design.type === 'simbolo-nome' || design.type === 'emblema') && (
            <RadioGroup
              legend={t('editor.symbol')}
              name="logo-symbol"
              value={String(design.symbol)}
              onChange={(v) => change('symbol', (v === '1' ? 1 : 0) as LogoDesign['symbol'])}
              options={options(SYMBOL_CHOICES, (s) => t('editor.symbolOption', { number: s + 1 }))}
            />
          )}
          <label className="flex min-h-11 items-center gap-3 text-ink">
            <input type="checkbox" checked={design.uppercase} onChange={(event) => change('uppercase', event.target.checked)} className="size-5 accent-brand-700" />
            {t('editor.uppercase')}
          </label>
          {full && (
            <p id="logo-full" className="rounded-xl border-2 border-accent-700 bg-surface-muted px-4 py-3 text-ink">
              {t('editor.full', { max: SAVED_MAX })}
            </p>
          )}
          {/* busy (aria-disabled), not disabled, while it saves: the focus stays on it. */}
          <Button onClick={onSave} disabled={full} busy={busy} aria-describedby={full ? 'logo-full' : undefined} className="self-start" data-control="logo-save">
            {editing ? t('editor.saveChanges') : t('editor.save')}
          </Button>
          <StatusMessage note={saved ? (editing ? { title: t('editor.changesSaved'), message: t('editor.changesSavedMessage') } : { title: t('editor.saved'), message: t('editor.savedMessage') }) : null} />
        </div>
      </div>
      {feedback}
    </Section>
  );
}
