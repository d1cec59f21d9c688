'use client';

import { useState } from 'react';
import { ConnectionErrorDialog } from '@/components/ui/ConnectionErrorDialog';

/**
 * The 'Erro na conexão' dialog, open as the page arrives: a server-rendered job page whose insurer
 * call failed shows it once; the page underneath keeps the filters and a way to try again.
 */
export function ConnectionErrorOnLoad() {
  const [open, setOpen] = useState(true);
  return <ConnectionErrorDialog open={open} onClose={() => setOpen(false)} />;
}
