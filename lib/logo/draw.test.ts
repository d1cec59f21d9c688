/** @jest-environment node */
import { SAMPLE_LOGO } from '@/testing/logo-fixtures';
import { PNG } from 'pngjs';
import { FONT_IDS, LOGO_TYPES, NAME_MAX, PNG_SIZE, type LogoDesign } from './catalog';
import { ARTBOARD, drawLogo, escapeXml, initialsOf, onColor } from './draw';
import { graphemeCount } from './graphemes';
import { renderPng } from './png';
import { PROPOSAL_COUNT, proposalsFor } from './proposals';
import { logoSlug } from './slug';

const BASE = SAMPLE_LOGO;

const LONGEST = 'Padaria e Confeitaria Doce Sabor da Vovó Maria Aparecida Sil';
const LONGEST_WORD = 'Supercalifragilisticexpialidocious'.repeat(2).slice(0, NAME_MAX);

/** Every variation of every type, so each layout branch is drawn. */
const allDesigns = (name: string, slogan = 'Qualidade desde 1998'): LogoDesign[] =>
  LOGO_TYPES.flatMap((type) => proposalsFor({ name, slogan, segment: 'servicos', type, palette: 'azul', font: 'montserrat' }));

/** The alpha channel of a rendered PNG at (x, y). */
const alphaAt = (png: PNG, x: number, y: number) => png.data[(y * png.width + x) * 4 + 3]!;

describe('proposals', () => {
  it.each(LOGO_TYPES)('gives at least 6 distinct drawings for a %s logo', (type) => {
    const designs = proposalsFor({ name: 'Ótica Visão', slogan: 'Enxergue melhor', segment: 'saude', type, palette: 'verde', font: 'poppins' });
    expect(designs).toHaveLength(PROPOSAL_COUNT);
    expect(PROPOSAL_COUNT).toBeGreaterThanOrEqual(6);
    const svgs = new Set(designs.map((design) => drawLogo(design).svg));
    expect(svgs.size).toBe(designs.length);
    for (const design of designs) expect(design).toMatchObject({ name: 'Ótica Visão', slogan: 'Enxergue melhor', type, font: 'poppins', segment: 'saude' });
  });
});

describe('the name is text, never markup', () => {
  it('escapes the name and slogan in the title; the drawing holds outlines, not text', () => {
    const { svg } = drawLogo({ ...BASE, name: '<script>alert("x")</script> & Cia', slogan: "O'Brien <b>" });
    expect(svg).toContain('<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Cia — O&apos;Brien &lt;b&gt;</title>');
    expect(svg).not.toMatch(/<script|<b>|<text\b/);
    // One opening <svg> and its end: the name added no element.
    expect(svg.match(/<svg\b/g)).toHaveLength(1);
  });

  it('escapeXml drops what XML cannot hold', () => {
    expect(escapeXml('a\u0000b\u0008c\uFFFE & <')).toBe('abc &amp; &lt;');
  });
});

describe('fitting the name', () => {
  it.each([
    ['60 characters with spaces', LONGEST],
    ['60 characters in one word', LONGEST_WORD],
    ['one character', 'Ç'],
    ['accents', 'Açaí & Pão de Queijo São Tomé'],
    ['emoji', 'Pão 🥐 & Cia 👩‍🍳🇧🇷'],
    ['only emoji', '🚀'],
    ['60 emoji', '🌻'.repeat(60)],
  ])('%s: every element of every layout stays inside the artboard', (_, name) => {
    expect(graphemeCount(name)).toBeLessThanOrEqual(NAME_MAX);
    for (const design of allDesigns(name)) {
      const { boxes, omitted, empty } = drawLogo(design);
      expect(omitted).toEqual([]);
      expect(empty).toBe(false);
      for (const box of boxes) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.w).toBeLessThanOrEqual(ARTBOARD);
        expect(box.y + box.h).toBeLessThanOrEqual(ARTBOARD);
      }
    }
  });

  it('a long name wraps onto more lines rather than becoming tiny; a short one is capped', () => {
    const short = drawLogo({ ...BASE, type: 'nome', slogan: '' });
    const long = drawLogo({ ...BASE, type: 'nome', slogan: '', name: LONGEST });
    const lineHeights = (boxes: { h: number }[]) => boxes.map((box) => Math.round(box.h));
    expect(short.boxes.length).toBeGreaterThanOrEqual(1);
    expect(long.boxes.filter((box) => box.h > 15).length).toBeGreaterThan(short.boxes.filter((box) => box.h > 15).length);
    // Each wrapped line is still at least 20 px tall on the 512 px artboard (40 px in the PNG).
    expect(Math.min(...lineHeights(long.boxes.slice(0, -1)))).toBeGreaterThanOrEqual(20);
    const one = drawLogo({ ...BASE, name: 'Ç', slogan: '' });
    expect(Math.max(...one.boxes.map((box) => box.h))).toBeLessThan(ARTBOARD / 2);
  });

  it('the text is measured in every font', () => {
    for (const font of FONT_IDS) {
      const { boxes, omitted } = drawLogo({ ...BASE, font, name: LONGEST, layout: 'empilhado' });
      expect(omitted).toEqual([]);
      for (const box of boxes) expect(box.x + box.w).toBeLessThanOrEqual(ARTBOARD);
    }
  });
});

describe('emoji and characters the fonts lack', () => {
  it('draws emoji as Twemoji artwork (vector shapes in their own box)', () => {
    const { svg, omitted } = drawLogo({ ...BASE, name: 'Café ☕' });
    expect(omitted).toEqual([]);
    expect(svg).toMatch(/<svg x="[\d.]+" y="[\d.]+" width="[\d.]+" height="[\d.]+" viewBox="0 0 36 36"><(path|ellipse|circle)\b/);
  });

  it('leaves out what no font nor Twemoji can draw, and says which', () => {
    const drawn = drawLogo({ ...BASE, name: 'Loja 漢' });
    expect(drawn.omitted).toEqual(['漢']);
    expect(drawn.empty).toBe(false);
    expect(drawLogo({ ...BASE, name: '漢字' }).empty).toBe(true);
  });

  it('Greek and Cyrillic come from the fallback font when the chosen one lacks them', () => {
    expect(drawLogo({ ...BASE, font: 'lobster', name: 'Ωμέγα Лавка' }).omitted).toEqual([]);
  });
});

describe('the PNG', () => {
  it('is 1024 × 1024 with a transparent background, and nothing touches its edges (no overflow)', () => {
    for (const name of [LONGEST, LONGEST_WORD, 'Ç', 'Pão 🥐 & Cia']) {
      for (const design of [allDesigns(name)[0]!, allDesigns(name)[9]!, allDesigns(name)[17]!]) {
        const png = PNG.sync.read(renderPng(drawLogo(design).svg).png);
        expect([png.width, png.height]).toEqual([PNG_SIZE, PNG_SIZE]);
        for (let i = 0; i < PNG_SIZE; i += 8) {
          expect([alphaAt(png, i, 0), alphaAt(png, i, PNG_SIZE - 1), alphaAt(png, 0, i), alphaAt(png, PNG_SIZE - 1, i)]).toEqual([0, 0, 0, 0]);
        }
      }
    }
  });

  it('shows the drawing: the mark is opaque in the primary colour', () => {
    const png = PNG.sync.read(renderPng(drawLogo({ ...BASE, layout: 'empilhado', colors: { ...BASE.colors, primary: '#ff0000' } }).svg).png);
    let red = 0;
    for (let i = 0; i < png.data.length; i += 4) if (png.data[i] === 255 && png.data[i + 1] === 0 && png.data[i + 3] === 255) red++;
    expect(red).toBeGreaterThan(10_000);
  });
});

describe('helpers', () => {
  it('initials: the first letters of the first two significant words', () => {
    expect(initialsOf('Café São João')).toBe('CS');
    expect(initialsOf('Casa de Pães')).toBe('CP');
    expect(initialsOf('ótica')).toBe('Ó');
    expect(initialsOf('🚀 Foguete Express')).toBe('FE');
    expect(initialsOf('🚀')).toBe('🚀');
  });

  it('text on a filled shape is white on dark colours and ink on light ones', () => {
    expect(onColor('#5b2d90')).toBe('#ffffff');
    expect(onColor('#ffeb3b')).toBe('#1f1a2e');
  });

  it('file names: no accents, emoji or punctuation', () => {
    expect(logoSlug('Café São João')).toBe('cafe-sao-joao');
    expect(logoSlug('Pão 🥐 & Cia!')).toBe('pao-cia');
    expect(logoSlug('🚀')).toBe('logo');
    expect(logoSlug(LONGEST).length).toBeLessThanOrEqual(48);
  });
});
