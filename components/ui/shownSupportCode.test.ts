import { SHOWN_SUPPORT_CODE_KEY, SUPPORT_CODE_RECENT_MS, recentSupportCode, rememberShownSupportCode } from './shownSupportCode';

beforeEach(() => sessionStorage.clear());

describe('the support code last shown in this tab', () => {
  const shownAt = Date.UTC(2026, 10, 26, 15, 0);

  it('is offered for 30 minutes after it was shown, then no more', () => {
    rememberShownSupportCode('K7Q2-9XWD', shownAt);
    expect(recentSupportCode(shownAt + 1000)).toBe('K7Q2-9XWD');
    expect(recentSupportCode(shownAt + SUPPORT_CODE_RECENT_MS)).toBe('K7Q2-9XWD');
    expect(recentSupportCode(shownAt + SUPPORT_CODE_RECENT_MS + 1)).toBeNull();
  });

  it('the newest code wins', () => {
    rememberShownSupportCode('K7Q2-9XWD', shownAt);
    rememberShownSupportCode('ABCD-1234', shownAt + 1);
    expect(recentSupportCode(shownAt + 2)).toBe('ABCD-1234');
  });

  it('anything unreadable or not a code is none', () => {
    expect(recentSupportCode()).toBeNull();
    for (const raw of ['not json', `{"code":"<b>x</b>","shownAt":${shownAt}}`, '{"code":"K7Q2-9XWD"}', '{"code":"K7Q2-9XWD","shownAt":"now"}']) {
      sessionStorage.setItem(SHOWN_SUPPORT_CODE_KEY, raw);
      expect(recentSupportCode(shownAt + 1)).toBeNull();
    }
  });
});
