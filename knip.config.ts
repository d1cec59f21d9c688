import type { KnipConfig } from 'knip';

/**
 * knip: unused files, exports and dependencies. Its Next.js, Jest, Playwright and ESLint plugins
 * find the app router's files, proxy.ts, instrumentation.ts, the test files and the configs; the
 * entries below are the programs those plugins cannot know of.
 */
const config: KnipConfig = {
  entry: [
    // The sandbox's job-search bench, which its npm script runs with Node's type stripping.
    'sandbox/bench/*.ts',
    // Programs the npm scripts start as child processes, by path: the observatory's scan, and the
    // event-loop probe that `npm run load` preloads into the server with NODE_OPTIONS=--import.
    'scripts/observatory-scan.mjs',
    'scripts/load/event-loop-probe.mjs',
    // The edge and the overload guard, which scripts/lib.mjs copies into the standalone build and
    // loads with --import before the server, and npm run chaos's readiness probe, run as a process by path.
    'scripts/server/preload.mjs',
    'scripts/chaos/readiness-probe.mjs',
  ],
  project: ['**/*.{ts,tsx,mjs,mts,css}'],
  ignore: [
    // Type declarations of the .mjs scripts, which TypeScript reads for the tests' imports of the
    // .mjs files beside them: no module imports a .d.mts by its own name.
    'scripts/**/*.d.mts',
  ],
  // An export a module also uses itself is part of its named API (a limit, a schema, a rule);
  // only an export nothing uses at all is dead code.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Read as files from node_modules, never imported: the font TTFs (lib/logo/fonts.ts,
    // lib/cv/pdf/fonts.ts, components/cv/previewFonts.ts) and Twemoji's SVGs (lib/logo/emoji.ts).
    '@expo-google-fonts/.+',
    '@twemoji/svg',
    // Run as a program by path (scripts/lighthouse-runner.mjs spawns node_modules/lighthouse/cli).
    'lighthouse',
    // Read as a file and injected into the measured page (scripts/bench/phone-inp.mjs).
    'web-vitals',
  ],
  // System programs, not npm packages: Redis (the e2e scale-out test, npm run chaos), the
  // observatory's certificates and npm run chaos's balancer.
  ignoreBinaries: ['redis-server', 'redis-cli', 'openssl', 'haproxy'],
};

export default config;
