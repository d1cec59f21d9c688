/** User-perceived characters: 'é', '👩‍💻' and '🇧🇷' each count as one. */
const segmenter = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });

export const graphemes = (text: string): string[] => Array.from(segmenter.segment(text), (part) => part.segment);

export const graphemeCount = (text: string): number => graphemes(text).length;
