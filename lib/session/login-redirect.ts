/** Where an anonymous visitor of a logged-in page lands (and where 'log in again' leads): the home page with the login panel open. */
export const HOME_WITH_LOGIN_PANEL = '/?login=1';
