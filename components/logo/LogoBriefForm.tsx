'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/TextField';
import { Button } from '@/components/ui/Button';
import { SERVICES } from '@/lib/config/benefit-services';
import { FONTS, FONT_IDS, LOGO_TYPES, NAME_MAX, PALETTE_IDS, SEGMENTS, SLOGAN_MAX, type LogoBrief } from '@/lib/logo/catalog';
import type { LogoBriefInput } from '@/lib/validation/logo';
import { lazyResolver } from '@/components/ui/lazyResolver';
import { FormRadioGroup } from '@/components/ui/FormRadioGroup';
import { Select } from '@/components/ui/Select';
import { useFieldMessage } from '@/components/ui/useFieldMessage';
import { PROPOSALS_ID } from './params';

export interface LogoBriefFormProps {
  /** What the page's query held (the last brief, or one typed into the address bar). */
  initial: Partial<Record<keyof LogoBriefInput, string>>;
  /** The query did not pass validation: show its errors at once. */
  invalid: boolean;
}

const resolver = lazyResolver<LogoBriefInput, LogoBrief>((zodResolver) => import('@/lib/validation/logo').then((schemas) => zodResolver(schemas.logoBriefSchema)));

const DEFAULTS: LogoBriefInput = { name: '', slogan: '', segment: 'outro', type: 'simbolo-nome', palette: 'roxo', font: 'montserrat' };

/**
 * The brief of the logo creator: name, slogan, segment, type, palette and font. It asks the page for
 * the proposals through the address (the server draws them), so the proposals can be reloaded,
 * shared with oneself, and reached with the browser's back button.
 */
export function LogoBriefForm({ initial, invalid }: LogoBriefFormProps) {
  const t = useTranslations('Logo');
  const message = useFieldMessage();
  const router = useRouter();
  const {
    control,
    register,
    handleSubmit,
    trigger,
    formState: { errors },
  } = useForm<LogoBriefInput, unknown, LogoBrief>({
    resolver,
    mode: 'onTouched',
    // The query may hold anything: the resolver validates it like typed input.
    defaultValues: { ...DEFAULTS, ...initial } as LogoBriefInput,
  });

  useEffect(() => {
    if (invalid) void trigger();
  }, [invalid, trigger]);

  const onSubmit = handleSubmit((brief) => {
    router.push(`${SERVICES.logo.href}?${new URLSearchParams(brief)}#${PROPOSALS_ID}`, { scroll: false });
  });

  const options = <T extends string>(values: readonly T[], label: (value: T) => string) => values.map((value) => ({ value, label: label(value) }));

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-labelledby="logo-brief-heading">
      <h2 id="logo-brief-heading" className="section-title">
        {t('brief.heading')}
      </h2>
      <div className="grid gap-5 desktop:grid-cols-2">
        <div className="flex flex-col gap-1">
          <TextField
            label={t('brief.name')}
            autoComplete="organization"
            aria-required="true"
            maxLength={NAME_MAX * 8}
            aria-describedby="logo-name-hint"
            error={message(errors.name?.message)}
            {...register('name')}
          />
          <p id="logo-name-hint" className="text-sm text-ink-muted">
            {t('brief.nameHint')}
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <TextField
            label={t('brief.slogan')}
            maxLength={SLOGAN_MAX * 8}
            aria-describedby="logo-slogan-hint"
            error={message(errors.slogan?.message)}
            {...register('slogan')}
          />
          <p id="logo-slogan-hint" className="text-sm text-ink-muted">
            {t('brief.sloganHint')}
          </p>
        </div>
      </div>
      <FormRadioGroup control={control} name="type" legend={t('brief.type')} options={options(LOGO_TYPES, (type) => t(`types.${type}`))} />
      <div className="grid gap-5 desktop:grid-cols-3">
        <Select label={t('brief.segment')} options={options(SEGMENTS, (s) => t(`segments.${s}`))} error={message(errors.segment?.message)} {...register('segment')} />
        <Select label={t('brief.palette')} options={options(PALETTE_IDS, (p) => t(`palettes.${p}`))} error={message(errors.palette?.message)} {...register('palette')} />
        <Select label={t('brief.font')} options={options(FONT_IDS, (f) => FONTS[f].label)} error={message(errors.font?.message)} {...register('font')} />
      </div>
      <Button type="submit" className="self-start" data-control="logo-proposals">
        {t('brief.submit')}
      </Button>
    </form>
  );
}
