'use client';

import { useEffect } from 'react';
import { rememberShownSupportCode } from './shownSupportCode';

/** Remembers, once shown, the support code the customer reads (for the contact form). Renders nothing. */
export function RememberSupportCode({ code }: { code: string }) {
  useEffect(() => rememberShownSupportCode(code), [code]);
  return null;
}
