'use client';

import type { ButtonHTMLAttributes } from 'react';
import { usePanels, type PanelType } from '@/components/auth/PanelProvider';

type Props = { panel: PanelType } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'>;

/** A button that opens one of the side panels (sign-up, login…); its look comes from `className`. */
export function OpenPanelButton({ panel, ...rest }: Props) {
  const { openPanel } = usePanels();
  return <button type="button" {...rest} onClick={() => openPanel(panel)} />;
}
