/** @jest-environment node */
import { MESSAGES } from '@/lib/bff/messages';
import { surveySendRefusal } from './refusals';

describe('surveySendRefusal', () => {
  test("102: the survey was already answered or skipped (code SURVEY_SETTLED '102')", () => {
    expect(surveySendRefusal('102', 'ya respondida')).toEqual({ status: 400, body: { error: 'business', code: '102', message: MESSAGES.Survey.alreadySettled } });
  });

  test('any other refusal: not sent, with the insurer code', () => {
    expect(surveySendRefusal('105', 'no')).toEqual({ status: 400, body: { error: 'business', code: '105', message: MESSAGES.Survey.sendRefused } });
  });
});
