export function e2eBuildEnv(port: number): { SITE_URL: string; GTM_ID: string };
