'use client';

import { useEffect } from 'react';
import { configureCaptcha, type CaptchaConfig as Config } from '@/lib/captcha-config';

/** Hands the server's captcha provider and public site key to the browser's submissions. */
export function CaptchaConfig(config: Config) {
  const { provider, siteKey } = config;
  useEffect(() => configureCaptcha({ provider, siteKey }), [provider, siteKey]);
  return null;
}
