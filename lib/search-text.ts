/** Text as a search compares it: without accents, case or extra spaces ('Técnicos  em Eletrônica ' → 'tecnicos em eletronica'). */
export const normalizeSearch = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
