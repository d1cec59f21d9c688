/** @jest-environment node */
import { MESSAGES } from '@/lib/bff/messages';
import { cvSaveRefusal } from './refusals';

describe('cvSaveRefusal', () => {
  test("the partner's 102 (a newer revision is stored): 409 with the CV conflict code", () => {
    expect(cvSaveRefusal('102', 'conflict')).toEqual({ status: 409, body: { error: 'business', code: '102', message: MESSAGES.Cv.api.conflict } });
  });

  test("the partner's 103 (too large): 413 without a code", () => {
    expect(cvSaveRefusal('103', 'too large')).toEqual({ status: 413, body: { error: 'tooLarge', message: MESSAGES.Cv.api.tooLarge } });
  });

  test("another code keeps the partner's code and message", () => {
    expect(cvSaveRefusal('109', 'otro')).toEqual({ status: 400, body: { error: 'business', code: '109', message: 'otro' } });
  });
});
