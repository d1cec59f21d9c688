import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages that Jest must transform (next-intl, iron-session, jose and their dependencies).
const ESM_PACKAGES = ['next-intl', 'use-intl', 'intl-messageformat', '@formatjs', 'iron-session', 'iron-webcrypto', 'uint8array-extras', 'cookie', 'jose'];
// The CV's PDF (@react-pdf/renderer) and its ESM dependencies, rendered in the handler tests.
// unpdf's PDF.js bundle reads the PDFs back in the tests (testing/pdf.ts).
const PDF_PACKAGES = ['@react-pdf/[^/]+', 'yoga-layout', 'color-string', 'color-name', 'unpdf'];
// react-markdown, rehype-sanitize and their unified/micromark tree (the legal texts), as patterns.
const MARKDOWN_PACKAGES = [
  'react-markdown', 'remark-[^/]+', 'rehype-[^/]+', 'unified', 'micromark[^/]*', '(?:mdast|hast|unist|estree)-util-[^/]+', 'vfile[^/]*',
  '@ungap/structured-clone', 'bail', 'ccount', 'character-[^/]+', 'comma-separated-tokens', 'decode-named-character-reference', 'devlop',
  'html-url-attributes', 'is-(?:plain-obj|alphabetical|alphanumerical|decimal|hexadecimal)', 'longest-streak', 'parse-entities',
  'property-information', 'space-separated-tokens', 'stringify-entities', 'trim-lines', 'trough', 'zwitch',
];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Exported for `import` only; Jest resolves with `require`.
    '^@react-pdf/hyphenate/(.*)$': '<rootDir>/node_modules/@react-pdf/hyphenate/lib/$1.js',
    '^unpdf/pdfjs$': '<rootDir>/node_modules/unpdf/dist/pdfjs.mjs',
  },
  // Every test sits beside the code it tests, named *.test.ts(x); e2e/ is Playwright's.
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['<rootDir>/e2e/'],
  testTimeout: 15000,
};

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${[...ESM_PACKAGES, ...MARKDOWN_PACKAGES, ...PDF_PACKAGES].join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return resolved;
}
