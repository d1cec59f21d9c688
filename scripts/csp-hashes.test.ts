/** @jest-environment node */
import { createHash } from 'node:crypto';
import { inlineHashes } from '@/scripts/csp-hashes.mjs';

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('inlineHashes (the hash-based CSP of the prerendered pages)', () => {
  it('hashes the raw text of every inline script the browser runs, and of every inline style', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script>self.__next_f=self.__next_f||[];</script>',
      '<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>',
      '<script type="module">import "/x.js";</script>',
      '<script type="application/ld+json">{"@type":"FAQPage"}</script>',
      '<style data-precedence="next">body{color:red}</style>',
      '<script>self.__next_f=self.__next_f||[];</script>',
    ].join('');
    expect(inlineHashes(html)).toEqual({
      scripts: [sha('self.__next_f=self.__next_f||[];'), sha('requestAnimationFrame(function(){$RT=performance.now()});'), sha('import "/x.js";')],
      styles: [sha('body{color:red}')],
    });
  });
});
