import { FONTE_SIZES, fonteChoices } from '@/lib/cv/font-sizes';

describe('fonteChoices: the CV font size as named sizes in points (the 0–150 scale underneath)', () => {
  it('offers four named sizes, 9 to 12 pt, the default 50 (10 pt) among them', () => {
    expect(fonteChoices('50')).toEqual([
      { id: 'pequeno', fonte: 25, points: 9 },
      { id: 'medio', fonte: 50, points: 10 },
      { id: 'grande', fonte: 75, points: 11 },
      { id: 'muitoGrande', fonte: 100, points: 12 },
    ]);
    expect(fonteChoices(75)).toHaveLength(FONTE_SIZES.length);
  });

  it("keeps a CV's own size that is none of them as one more choice, in size order", () => {
    expect(fonteChoices('80').map((choice) => [choice.id, choice.fonte, choice.points])).toEqual([
      ['pequeno', 25, 9],
      ['medio', 50, 10],
      ['grande', 75, 11],
      [null, 80, 11.2],
      ['muitoGrande', 100, 12],
    ]);
    expect(fonteChoices(0)[0]).toEqual({ id: null, fonte: 0, points: 8 });
    expect(fonteChoices(150).at(-1)).toEqual({ id: null, fonte: 150, points: 14 });
  });

  it('adds nothing for a size that is not valid (empty, over 150)', () => {
    expect(fonteChoices('')).toHaveLength(4);
    expect(fonteChoices('151')).toHaveLength(4);
    expect(fonteChoices(undefined)).toHaveLength(4);
  });
});
