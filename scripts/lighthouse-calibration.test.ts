import { calibratedCpuMultiplier } from '@/scripts/lighthouse-calibration.mjs';

describe('calibratedCpuMultiplier (Lighthouse CPU throttling calculator)', () => {
  it('gives the preset 4x on the host the preset assumes, and more on a faster one', () => {
    expect(calibratedCpuMultiplier(1533)).toBeCloseTo(4, 1);
    expect(calibratedCpuMultiplier(2000)).toBeCloseTo(6, 1);
  });

  it('lowers the slowdown on a slower host, through the calculator anchor points', () => {
    expect(calibratedCpuMultiplier(1300)).toBe(3);
    expect(calibratedCpuMultiplier(1050)).toBeCloseTo(2.5, 5);
    expect(calibratedCpuMultiplier(800)).toBe(2);
    expect(calibratedCpuMultiplier(150)).toBe(1);
  });

  it('refuses a host too slow to emulate the target device', () => {
    expect(calibratedCpuMultiplier(149)).toBeNaN();
    expect(calibratedCpuMultiplier(Number.NaN)).toBeNaN();
  });
});
