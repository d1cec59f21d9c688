'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type PanelType = 'login' | 'signup' | 'password-reset' | 'no-active';

type PanelState = { open: PanelType | null; openPanel: (type: PanelType) => void; closePanel: () => void };

const PanelContext = createContext<PanelState | null>(null);

/** Holds which side panel (login, signup, password reset, no-active) is open, for the whole page. */
export function PanelProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<PanelType | null>(null);
  const openPanel = useCallback((type: PanelType) => setOpen(type), []);
  const closePanel = useCallback(() => setOpen(null), []);
  const value = useMemo(() => ({ open, openPanel, closePanel }), [open, openPanel, closePanel]);
  return <PanelContext.Provider value={value}>{children}</PanelContext.Provider>;
}

export function usePanels(): PanelState {
  const context = useContext(PanelContext);
  if (!context) throw new Error('usePanels must be used inside <PanelProvider>');
  return context;
}
