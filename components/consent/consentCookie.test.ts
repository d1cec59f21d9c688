import { choiceInCookies, choiceOf, consentCookie } from './consentCookie';

describe('the consent choice as a cookie', () => {
  it('reads only 1 and 0 as a choice', () => {
    expect(choiceOf('1')).toBe('granted');
    expect(choiceOf('0')).toBe('denied');
    expect(choiceOf('')).toBeNull();
    expect(choiceOf('yes')).toBeNull();
    expect(choiceOf(undefined)).toBeNull();
  });

  it('writes a year-long, site-wide, Lax cookie, Secure on HTTPS, and forgets it with Max-Age=0', () => {
    expect(consentCookie('granted', true)).toBe('agreeCampaign=1; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(consentCookie('denied', false)).toBe('agreeCampaign=0; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(consentCookie(null, false)).toBe('agreeCampaign=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('finds the choice among the page cookies', () => {
    expect(choiceInCookies('a=b; agreeCampaign=0; c=d')).toBe('denied');
    expect(choiceInCookies('xagreeCampaign=1')).toBeNull();
    expect(choiceInCookies('')).toBeNull();
  });
});
