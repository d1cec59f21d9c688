/** @jest-environment node */
import fc from 'fast-check';
import { saveSchema as insurerSaveSchema } from '@/sandbox/routes/logo';
import { SAMPLE_LOGO } from '@/testing/logo-fixtures';
import { logoBriefSchema, logoNameSchema, logoSloganSchema, saveLogoSchema } from './logo';

/** Emoji of every length in code points (what zod's max counts, in the insurer too): 1 (🚀), 2 (❤️, 👍🏽, 🇧🇷), 3 (👩‍💻), 7 (👨‍👩‍👧‍👦, 🏴󠁧󠁢󠁳󠁣󠁴󠁿). */
const EMOJI = ['🚀', '❤️', '👍🏽', '🇧🇷', '👩‍💻', '👨‍👩‍👧‍👦', '🏴󠁧󠁢󠁳󠁣󠁴󠁿'];
const part = fc.oneof(fc.constantFrom(...EMOJI), fc.constantFrom('a', 'Ç', 'ã', ' ', '&', '9'), fc.string({ unit: 'grapheme', maxLength: 3 }));
/** Names and slogans: mixed text, and runs of emoji around the limits (up to 60 characters). */
const text = fc.oneof(fc.array(part, { maxLength: 70 }), fc.array(fc.constantFrom(...EMOJI), { minLength: 15, maxLength: 60 })).map((parts) => parts.join(''));

const issueOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the logo name and slogan', () => {
  it('whatever the portal accepts, the insurer accepts too (its title and its design, as the portal sends them)', () => {
    fc.assert(
      fc.property(text, text, (name, slogan) => {
        const parsed = saveLogoSchema.safeParse({ design: { ...SAMPLE_LOGO, name, slogan } });
        if (!parsed.success) return;
        const { design } = parsed.data;
        expect(insurerSaveSchema.safeParse({ title: design.name, design }).success).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('60 emoji of 3 or more code points each, which the insurer refuses, are refused with the message that says why', () => {
    for (const emoji of EMOJI.filter((each) => [...each].length >= 3)) {
      const name = emoji.repeat(60);
      expect(insurerSaveSchema.safeParse({ title: name, design: {} }).success).toBe(false);
      expect(issueOf(logoNameSchema.safeParse(name))).toBe('Logo.validation.nameTooLongSymbols');
    }
    expect(issueOf(logoSloganSchema.safeParse('👨‍👩‍👧‍👦'.repeat(20)))).toBe('Logo.validation.sloganTooLongSymbols');
  });

  it('60 emoji of one or two code points (🚀, 👍🏽) and 60 letters are fine; 61 letters are too many characters', () => {
    for (const name of ['🚀'.repeat(60), 'a'.repeat(60), '👍🏽'.repeat(60)]) expect(logoNameSchema.safeParse(name).success).toBe(true);
    expect(issueOf(logoNameSchema.safeParse('a'.repeat(61)))).toBe('Logo.validation.nameTooLong');
  });

  it('the brief form (zodResolver) shows the same message at the name', () => {
    const result = logoBriefSchema.safeParse({ name: '👩‍💻'.repeat(60), segment: SAMPLE_LOGO.segment, type: SAMPLE_LOGO.type, palette: 'azul-laranja', font: SAMPLE_LOGO.font });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual(['name', 'Logo.validation.nameTooLongSymbols']);
  });
});
