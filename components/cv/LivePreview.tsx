'use client';

import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { draftOf } from '@/lib/cv/form';
import { fonteValue } from '@/lib/validation/cv-options';
import type { CvFormValues } from '@/lib/validation/cv';
import { CvPaper } from './CvPaper';
import type { CvBuilderTexts } from './CvBuilder';

export type LivePreviewProps = {
  control: Control<CvFormValues>;
  initialFonte: number;
  labels: CvBuilderTexts['labels'];
};

/**
 * The preview of the CV being typed: re-renders on every change by itself, so typing only redraws
 * the field and the preview. A font size being retyped keeps the last valid one meanwhile.
 */
export function LivePreview({ control, initialFonte, labels }: LivePreviewProps) {
  const values = useWatch({ control }) as CvFormValues;
  const [lastFonte, setLastFonte] = useState(initialFonte);
  const fonte = fonteValue(values.personalize?.fonte);
  if (fonte !== null && fonte !== lastFonte) setLastFonte(fonte);
  return <CvPaper cv={draftOf(values, fonte ?? lastFonte).cv} labels={labels} />;
}
