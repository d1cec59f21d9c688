// npm run build: the production build, always (npm start builds only when the sources changed),
// completed into a self-contained standalone server (scripts/lib.mjs).
import { buildIfNeeded } from './lib.mjs';

process.exit(await buildIfNeeded({ force: true }));
