import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layers of lib/ (docs/architecture.md): foundation ← infrastructure ← features. A module
// imports from its own layer or a lower one.
const FOUNDATION = ['./lib/brazil', './lib/time', './lib/security', './lib/env.ts', './lib/env-schema.ts'];
const INFRASTRUCTURE = ['./lib/insurer', './lib/session', './lib/bff', './lib/ops', './lib/limits'];
const FEATURES = ['account', 'auth', 'booking', 'contact', 'courses', 'cv', 'jobs', 'legal', 'logo', 'privacy', 'salary', 'survey', 'usability'].map((name) => `./lib/${name}`);

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
          { target: FOUNDATION, from: [...INFRASTRUCTURE, ...FEATURES], message: 'The foundation imports no infrastructure and no feature.' },
          { target: INFRASTRUCTURE, from: FEATURES, message: 'Infrastructure imports no feature: pass what it needs in, or move it down.' },
        ],
      }],
    },
  },
  {
    // The sandbox stands in for the insurer, written from the spec apart from the portal, so the two
    // can disagree and testing/insurer-contract.test.ts can see it: it takes nothing of lib/ but the
    // published development defaults both sides start with.
    files: ['sandbox/**'],
    rules: {
      'import/no-restricted-paths': ['error', {
        zones: [{ target: './sandbox', from: './lib', except: ['./config/dev-defaults.ts'], message: 'The sandbox imports nothing of lib/ but lib/config/dev-defaults.ts: write what it needs from the spec in sandbox/.' }],
      }],
    },
  },
  {
    // The portal's code never runs the sandbox (scripts/ start it beside the portal in development);
    // only tests read its seeds and start it.
    files: ['lib/**', 'app/**', 'components/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['@/sandbox', '@/sandbox/**', '**/sandbox/**'], message: 'The portal imports nothing of the sandbox; only tests and scripts/ may.' }],
      }],
    },
  },
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'test-results*/**', 'playwright-report/**', 'lighthouse/**', 'bench/**', 'next-env.d.ts', '.data/**'],
  },
];

export default config;
