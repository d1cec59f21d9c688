/**
 * The routes and headers the stand-in insurer serves (SPEC §7 and, where the spec is silent, our
 * designs in docs/sandbox.md), written on the sandbox's side on purpose: the portal keeps its own
 * list (lib/insurer/wire-paths.ts) and testing/insurer-contract.test.ts fails when the two disagree.
 * Parameterised routes take their segments after the path (`${jobOffer}/{id}`, …).
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
