import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layers of lib/ (docs/architecture.md): foundation ← infrastructure ← features. A module
// imports from its own layer or a lower one.
const FOUNDATION = ['./lib/brazil', './lib/time', './lib/security', './lib/env.ts', './lib/env-schema.ts'];
const INFRASTRUCTURE = ['./lib/insurer', './lib/session', './lib/bff', './lib/ops', './lib/limits'];
const FEATURES = ['account', 'booking', 'contact', 'courses', 'cv', 'jobs', 'legal', 'logo', 'privacy', 'salary', 'survey', 'usability'].map((name) => `./lib/${name}`);

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Playwright fixtures (`use`) and the sandbox are not React: the hooks rules do not apply.
    files: ['e2e/**', 'sandbox/**', 'scripts/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['lib/**'],
    rules: {
      'import/no-restricted-paths': ['error', {
        zones: [
          { target: FOUNDATION, from: [...INFRASTRUCTURE, ...FEATURES, './lib/auth'], message: 'The foundation imports no infrastructure and no feature.' },
          { target: INFRASTRUCTURE, from: FEATURES, message: 'Infrastructure imports no feature: pass what it needs in, or move it down.' },
          {
            target: INFRASTRUCTURE,
            from: './lib/auth',
            // The session and the BFF still take the login's types and paths from lib/auth: the
            // upward imports left to move down. No other module of lib/auth may join them.
            except: ['./contract.ts', './types.ts', './insurer.ts'],
            message: 'Infrastructure imports no feature: pass what it needs in, or move it down.',
          },
        ],
      }],
    },
  },
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'test-results*/**', 'playwright-report/**', 'lighthouse/**', 'bench/**', 'next-env.d.ts', '.data/**'],
  },
];

export default config;
