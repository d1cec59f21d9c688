/**
 * The insurer's wire names (SPEC §7), as the BFF's insurer client calls them. The sandbox keeps
 * its own list; testing/insurer-contract.test.ts calls each of these against it. Paths are relative
 * to INSURER_API_URL.
 * Parameterised calls append their segments:
 *   `${passwordValidateCode}/{document}/{code}`, `${skipSurvey}/{service}`,
 *   `${surveyQuestions}/{service}`, `${jobOffer}/{id}` (segments URI-encoded).
 *   `${surveyQuestions}/{service}`, `${availability}/{idSchedulingType}` (segments URI-encoded).
 *   `${surveyQuestions}/{service}`, `${salaryRange}/{occupationId}/{uf}/{level}` (segments URI-encoded).
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
  /** "Meus dados e privacidade" (our design in the style of sendUserRequest, docs/sandbox.md 'Privacy'): an LGPD art. 18 request → its protocol. */
  sendRightsRequest: '/scheduling/sendRightsRequest',
  saveLogUser: '/usability/saveLogUser',
  keyList: '/parameters/getKeyList',
  skipSurvey: '/primary/getSkipSurvey',
  surveyQuestions: '/primary/getQuestionSurveyByService',
  saveSurveyAnswer: '/primary/saveAnswerSurvey',
  /** Logo creation (our assumption, docs/sandbox.md): the customer's saved designs; `${logoGet}/{id}`. */
  logoList: '/logo/getLogos',
  logoGet: '/logo/getLogo',
  logoSave: '/logo/saveLogo',
  logoUpdate: '/logo/updateLogo',
  logoDelete: '/logo/deleteLogo',
  // My account (our assumption about the insurer, docs/sandbox.md 'My account'): bearer jwt.
  userProfile: '/people/getUserProfile',
  updateCellPhone: '/people/updateCellPhone',
  requestEmailChange: '/people/requestEmailChange',
  confirmEmailChange: '/people/confirmEmailChange',
  updatePassword: '/security/updatePassword',
  /** Online courses (our design, docs/sandbox.md): encrypted both ways, like getDisclaimer. */
  courseSearch: '/partnerManagement/searchCourses',
  courseDetails: '/partnerManagement/getCourse',
  courseEnrol: '/partnerManagement/enrollCourse',
  courseEnrolments: '/partnerManagement/getEnrollments',
  /** Job search (our assumption, docs/sandbox.md "Job search"). */
  jobSearch: '/jobs/searchOffers',
  jobOffer: '/jobs/getOffer',
  jobLocations: '/jobs/getLocations',
  // Video appointments (our design in the style of SPEC §7; docs/sandbox.md, 'Video appointments').
  availability: '/scheduling/getAvailability',
  appointments: '/scheduling/getAppointments',
  createAppointment: '/scheduling/createAppointment',
  updateAppointment: '/scheduling/updateAppointment',
  deleteAppointment: '/scheduling/deleteAppointment',
  /** Salary comparator (our assumption about the partner's calls, docs/sandbox.md): the occupations (tenant only). */
  salaryOccupations: '/salary/getOccupationList',
  /** Salary comparator: the figures of one occupation in one UF and the country, at each level (bearer). */
  salaryRange: '/salary/getSalaryRange',
  /** CV builder (our assumption, docs/sandbox.md): the customer's CV, encrypted both ways. */
  getCurriculum: '/curriculum/getCurriculum',
  saveCurriculum: '/curriculum/saveCurriculum',
} as const;

export const WIRE_HEADERS = {
  tenant: 'tenant-id',
  userId: 'user-id',
} as const;

/** Envelope code of every successful call. */
export const SUCCESS_CODE = '00';
