/**
 * The insurer's wire names (SPEC §7), shared by the BFF's insurer client and the
 * sandbox so the two cannot drift. Paths are relative to INSURER_API_URL.
 * Parameterised calls append their segments:
 *   `${passwordValidateCode}/{document}/{code}`, `${skipSurvey}/{service}`,
 *   `${surveyQuestions}/{service}` (segments URI-encoded).
 */
export const WIRE_PATHS = {
  login: '/login/loginV2',
  disclaimer: '/partnerManagement/getDisclaimer',
  contingencyProducts: '/people/getProductsContingencyUser',
  preRegister: '/register/preRegister',
  register: '/register/register',
  passwordRecovery: '/security/passwordRecovery',
  passwordValidateCode: '/security/passwordValidateCode',
  changePassword: '/security/changePassword',
  sendRequest: '/scheduling/sendRequest',
  sendUserRequest: '/scheduling/sendUserRequest',
  saveLogUser: '/usability/saveLogUser',
  keyList: '/parameters/getKeyList',
  skipSurvey: '/primary/getSkipSurvey',
  surveyQuestions: '/primary/getQuestionSurveyByService',
  saveSurveyAnswer: '/primary/saveAnswerSurvey',
  /** CV builder (our assumption, sandbox/README.md): the customer's CV, encrypted both ways. */
  getCurriculum: '/curriculum/getCurriculum',
  saveCurriculum: '/curriculum/saveCurriculum',
} as const;

export const WIRE_HEADERS = {
  tenant: 'tenant-id',
  userId: 'user-id',
} as const;

/** Envelope code of every successful call. */
export const SUCCESS_CODE = '00';
