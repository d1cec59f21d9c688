import type { SegmentId, SymbolChoice } from './catalog';

/**
 * The symbols of each segment: simple single-colour shapes drawn in a 100 × 100 box (inside
 * 6…94, so a stroke or a frame never clips them), filled with the even-odd rule (holes are
 * sub-paths). Our own drawings, no third-party artwork.
 */

const n = (value: number) => Math.round(value * 100) / 100;

const circle = (cx: number, cy: number, r: number) => `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;

const polygon = (points: readonly (readonly [number, number])[]) => `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;

/** Points alternating between two radii around (50, 50), starting straight up. */
function radial(count: number, outer: number, inner: number, twist = 0): [number, number][] {
  return Array.from({ length: count * 2 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / count + twist;
    const r = i % 2 === 0 ? outer : inner;
    return [50 + r * Math.cos(angle), 50 + r * Math.sin(angle)];
  });
}

/** A gear: square teeth on a ring, with a hole. */
function gear(): string {
  const teeth = 8;
  const points: [number, number][] = [];
  for (let i = 0; i < teeth; i++) {
    const base = (i * 2 * Math.PI) / teeth - Math.PI / 2;
    const half = Math.PI / teeth / 2;
    for (const [angle, r] of [
      [base - half * 1.3, 33],
      [base - half * 0.8, 44],
      [base + half * 0.8, 44],
      [base + half * 1.3, 33],
    ] as const) {
      points.push([50 + r * Math.cos(angle), 50 + r * Math.sin(angle)]);
    }
  }
  return polygon(points) + circle(50, 50, 14);
}

const bricks = (): string => {
  const rows = [14, 34, 54, 74];
  const even: [number, number][] = [
    [8, 48],
    [52, 92],
  ];
  const odd: [number, number][] = [
    [8, 27],
    [31, 69],
    [73, 92],
  ];
  return rows
    .flatMap((y, row) =>
      (row % 2 === 0 ? even : odd).map(([x1, x2]) =>
        polygon([
          [x1, y],
          [x2, y],
          [x2, y + 16],
          [x1, y + 16],
        ]),
      ),
    )
    .join('');
};

const chipPins = [34, 47, 60]
  .flatMap((p) => [`M${p} 10h6v13h-6Z`, `M${p} 77h6v13h-6Z`, `M10 ${p}v6h13v-6Z`, `M77 ${p}v6h13v-6Z`])
  .join('');

const flower = Array.from({ length: 5 }, (_, i) => {
  const angle = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
  return circle(50 + 28 * Math.cos(angle), 50 + 28 * Math.sin(angle), 14);
}).join('') + circle(50, 50, 10);

export const SYMBOLS: Record<SegmentId, readonly [string, string]> = {
  alimentacao: [
    // A steaming mug.
    'M16 38H70V70Q70 84 56 84H30Q16 84 16 70Z' + 'M70 44H77Q90 44 90 57Q90 70 77 70H70V62H77Q82 62 82 57Q82 52 77 52H70Z' + 'M28 12h6v19h-6Z' + 'M40 8h6v23h-6Z' + 'M52 12h6v19h-6Z',
    // Fork and knife.
    'M20 8H25V32H29.5V8H34.5V32H39V8H44V36Q44 46 36 48V92H28V48Q20 46 20 36Z' + 'M60 8Q82 20 80 58H72V92H60Z',
  ],
  beleza: [
    // Sparkles.
    'M48 10Q53 47 90 52Q53 57 48 94Q43 57 6 52Q43 47 48 10Z' + 'M80 6Q82 16 92 18Q82 20 80 30Q78 20 68 18Q78 16 80 6Z',
    // A flower.
    flower,
  ],
  tecnologia: [
    // Code brackets.
    'M34 26L10 50L34 74L42 66L26 50L42 34Z' + 'M66 26L90 50L66 74L58 66L74 50L58 34Z' + 'M55 18L63 20L45 82L37 80Z',
    // A chip.
    'M24 24H76V76H24ZM34 34V66H66V34Z' + 'M43 43H57V57H43Z' + chipPins,
  ],
  construcao: [
    // A house.
    'M50 8L94 46L86 55L50 24L14 55L6 46Z' + 'M22 50L50 26L78 50V92H58V68H42V92H22Z',
    // A brick wall.
    bricks(),
  ],
  saude: [
    // A heart.
    'M50 88L16 54Q4 42 10 28Q18 12 34 14Q44 16 50 26Q56 16 66 14Q82 12 90 28Q96 42 84 54Z',
    // A cross in a circle.
    circle(50, 50, 43) + 'M42 24H58V42H76V58H58V76H42V58H24V42H42Z',
  ],
  educacao: [
    // An open book.
    'M6 24Q30 14 47 26V88Q30 76 6 82Z' + 'M94 24Q70 14 53 26V88Q70 76 94 82Z',
    // A light bulb.
    'M50 8A29 29 0 0 1 68 60V70H32V60A29 29 0 0 1 50 8Z' + 'M34 75H66V81H34Z' + 'M39 86H61V92H39Z',
  ],
  comercio: [
    // A shopping bag.
    'M14 36H86L80 92H20Z' + 'M33 36V27Q33 8 50 8Q67 8 67 27V36H59V27Q59 16 50 16Q41 16 41 27V36Z',
    // A price tag.
    'M10 10H50L92 52L52 92L10 50Z' + circle(29, 29, 7),
  ],
  servicos: [
    // A gear.
    gear(),
    // A lightning bolt.
    'M60 6L18 56H46L38 94L82 40H54Z',
  ],
  outro: [
    // A star.
    polygon(radial(5, 45, 19)),
    // A target.
    circle(50, 50, 43) + circle(50, 50, 31) + circle(50, 50, 17),
  ],
};

export const symbolPath = (segment: SegmentId, choice: SymbolChoice): string => SYMBOLS[segment][choice];
