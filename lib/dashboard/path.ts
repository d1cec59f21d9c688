/** 'Meu painel', the logged-in customer's start page (its own module: the header's menus link to it from the browser). */
export const DASHBOARD_PATH = '/auth/meu-painel';
