import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Playwright fixtures (`use`) and the sandbox are not React: the hooks rules do not apply.
    files: ['e2e/**', 'sandbox/**', 'scripts/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'test-results*/**', 'playwright-report/**', 'lighthouse/**', 'bench/**', 'next-env.d.ts', '.data/**'],
  },
];

export default config;
