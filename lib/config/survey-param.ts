/**
 * The query parameter that opens the satisfaction survey of a service (SPEC §2). A module of its
 * own: the survey's loader on every logged-in page reads it without the services' table.
 */
export const SURVEY_PARAM = 'serviceName';
