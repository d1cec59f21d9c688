/** @jest-environment node */
import { confirmEmailChange, getProfile, requestEmailChange, updatePassword, updatePhone } from '@/lib/account/insurer';
import { changePassword, getProductsContingencyUser, login, passwordRecovery, passwordValidateCode, preRegister, register } from '@/lib/auth/insurer';
import { createAppointment, deleteAppointment, getAppointments, getAvailability, updateAppointment } from '@/lib/booking/insurer';
import { BOOKING_SERVICES } from '@/lib/booking/services';
import { sendRequest, sendUserRequest } from '@/lib/contact/insurer';
import { enrolInCourse, getCourse, getCourseEnrolments, getCoursesDisclaimer, searchCourses } from '@/lib/courses/insurer';
import { getCurriculum, saveCurriculum } from '@/lib/cv/insurer';
import { getLocations, getOffer, searchOffers } from '@/lib/jobs/insurer';
import type { InsurerResult } from '@/lib/insurer/request';
import { getKeyList } from '@/lib/legal/insurer';
import { deleteLogo, getLogo, listLogos, saveLogo, updateLogo } from '@/lib/logo/insurer';
import { sendRightsRequest } from '@/lib/privacy/insurer';
import { getOccupationList, getSalaryRange } from '@/lib/salary/insurer';
import { getQuestionSurveyByService, getSkipSurvey, saveAnswerSurvey } from '@/lib/survey/insurer';
import { saveLogUser } from '@/lib/usability/insurer';
import { cvDraftSchema } from '@/lib/validation/cv';
import { SAMPLE_CV } from '@/sandbox/content/cv-sample';
import { SAMPLE_LOGO } from '@/testing/logo-fixtures';
import { DEMO_PASSWORD, NEW_PASSWORD, WIRE_PATHS, withSandbox } from '@/testing/bff-harness';

/**
 * The contract between the portal and the stand-in insurer, which are written apart (the sandbox
 * imports nothing of lib/ but the development defaults): every wire path the portal calls is called
 * here the portal's way, through its insurer client, and the answer is read with the portal's own
 * wire schemas. A path the sandbox does not serve comes back as its '404' envelope, a renamed or
 * retyped field as 'malformed', a cipher the two sides read differently as 'malformed' too: each
 * fails its row. A path added to lib/insurer/wire-paths.ts without a row here fails the first test.
 */
const sandbox = withSandbox({ timeoutMs: 10_000 });

const CALLER = { captchaToken: 'sandbox', publicIp: '127.0.0.1' };
const CUSTOMER = '52998224725';
const SELF_EMPLOYED = '11144477735';
/** A policy whose customer chooses between two products (SPEC §2, contingency). */
const MUST_CHOOSE = '39053344705';
const SIGN_UP = '31415926590';
const MEI_PROGRAM = 'https://www.coursera.org/programs/mei-portal-beneficios';

type WirePath = keyof typeof WIRE_PATHS;

/** What the calls of one customer share: the JWT and the ids earlier calls gave. */
type Steps = { jwt: string; meiJwt: string; ids: Record<string, string | number> };

async function jwtOf(document: string): Promise<string> {
  const result = await login({ document, password: DEMO_PASSWORD, ...CALLER });
  if (result.kind !== 'ok') throw new Error(`login of ${document}: ${JSON.stringify(result)}`);
  return result.data.jwt;
}

const data = <T,>(result: InsurerResult<T>): T => {
  if (result.kind !== 'ok') throw new Error(`expected an answer, got ${JSON.stringify(result)}`);
  return result.data;
};

/** Brazil time: 10:00 two days after now (always on the slot grid, always bookable). */
const slotInTwoDays = (hour: string) => {
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  return Date.parse(`${day}T${hour}:00-03:00`);
};

/** One real call per wire path, in an order that lets later calls use what earlier ones made. */
const CALLS: Record<WirePath, (steps: Steps) => Promise<InsurerResult<unknown>>> = {
  login: () => login({ document: CUSTOMER, password: DEMO_PASSWORD, ...CALLER }),
  contingencyProducts: async () => getProductsContingencyUser({ jwt: await jwtOf(MUST_CHOOSE), identification: MUST_CHOOSE, product: '3' }),
  keyList: () => getKeyList('tyc'),
  disclaimer: ({ meiJwt }) => getCoursesDisclaimer(meiJwt),
  courseSearch: async ({ meiJwt, ids }) => {
    const result = await searchCourses(meiJwt, { q: '', pagina: 1 });
    ids.course = data(result).courses[0]!.id;
    return result;
  },
  courseDetails: ({ meiJwt, ids }) => getCourse(meiJwt, String(ids.course)),
  courseEnrol: ({ meiJwt, ids }) => enrolInCourse({ jwt: meiJwt, courseId: String(ids.course), program: MEI_PROGRAM }),
  courseEnrolments: ({ meiJwt }) => getCourseEnrolments(meiJwt),
  jobSearch: async ({ jwt, ids }) => {
    const result = await searchOffers(jwt, { page: 1, pageSize: 10 });
    ids.offer = data(result).offers[0]!.id;
    return result;
  },
  jobOffer: ({ jwt, ids }) => getOffer(jwt, Number(ids.offer)),
  jobLocations: ({ jwt }) => getLocations(jwt),
  salaryOccupations: async ({ ids }) => {
    const result = await getOccupationList();
    ids.occupation = data(result)[0]!.id;
    return result;
  },
  salaryRange: ({ jwt, ids }) => getSalaryRange(jwt, { occupationId: String(ids.occupation), uf: 'SP', level: 'pleno' }),
  getCurriculum: ({ jwt }) => getCurriculum(jwt),
  saveCurriculum: ({ jwt }) => saveCurriculum({ jwt, cv: cvDraftSchema.parse(SAMPLE_CV), revision: null }),
  availability: ({ jwt }) => getAvailability({ jwt, schedulingType: BOOKING_SERVICES.specialist.schedulingType }),
  createAppointment: async ({ jwt, ids }) => {
    const result = await createAppointment({ jwt, schedulingType: BOOKING_SERVICES.specialist.schedulingType, start: slotInTwoDays('10:00'), note: '' });
    ids.appointment = data(result).id;
    return result;
  },
  appointments: ({ jwt }) => getAppointments({ jwt }),
  updateAppointment: ({ jwt, ids }) => updateAppointment({ jwt, id: Number(ids.appointment), start: slotInTwoDays('11:00') }),
  deleteAppointment: ({ jwt, ids }) => deleteAppointment({ jwt, id: Number(ids.appointment) }),
  logoSave: async ({ jwt, ids }) => {
    const result = await saveLogo(jwt, SAMPLE_LOGO);
    ids.logo = data(result).id;
    return result;
  },
  logoList: ({ jwt }) => listLogos(jwt),
  logoGet: ({ jwt, ids }) => getLogo(jwt, String(ids.logo)),
  logoUpdate: ({ jwt, ids }) => updateLogo(jwt, String(ids.logo), SAMPLE_LOGO),
  logoDelete: ({ jwt, ids }) => deleteLogo(jwt, String(ids.logo)),
  skipSurvey: ({ jwt }) => getSkipSurvey('coursera', jwt),
  surveyQuestions: async ({ jwt, ids }) => {
    const result = await getQuestionSurveyByService('coursera', jwt);
    ids.question = data(result)[0]!.id;
    return result;
  },
  saveSurveyAnswer: ({ jwt, ids }) => saveAnswerSurvey('coursera', [{ questionId: Number(ids.question), score: 9, comment: ' ' }], jwt),
  sendRequest: () => sendRequest({ subject: 'Dúvida', message: 'Como acesso os cursos?', identification: CUSTOMER, fullname: 'Mariana Souza Oliveira', email: 'mariana@example.com' }),
  sendUserRequest: ({ jwt }) => sendUserRequest({ subject: 'Dúvida', message: 'Como acesso os cursos?', jwt }),
  sendRightsRequest: ({ jwt }) => sendRightsRequest({ right: 'correcao', details: 'Meu nome está errado.', jwt }),
  saveLogUser: () =>
    saveLogUser([
      { fechaLocal: '02/03/2026', horaLocal: '09:00', pagina: '/auth/home', control: 'menu', extra: '', resultado: 'ok', identificador: 'x', device: 'Escritorio', browser: 'Chromium', url: '/auth/home', idUsuario: CUSTOMER, ciudadLocalizacion: '', direccionIp: '127.0.0.1' },
    ]),
  userProfile: ({ meiJwt }) => getProfile(meiJwt),
  updateCellPhone: ({ meiJwt }) => updatePhone({ jwt: meiJwt, phone: '11987654321', currentPassword: DEMO_PASSWORD }),
  requestEmailChange: ({ meiJwt }) => requestEmailChange({ jwt: meiJwt, email: 'novo@example.com', currentPassword: DEMO_PASSWORD }),
  confirmEmailChange: async ({ meiJwt }) => confirmEmailChange({ jwt: meiJwt, code: await sandbox.lastCode(SELF_EMPLOYED) }),
  updatePassword: ({ meiJwt }) => updatePassword({ jwt: meiJwt, currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD }),
  preRegister: async ({ ids }) => {
    const result = await preRegister({ document: SIGN_UP, names: 'Ana Paula Ferreira', phone: '81994443322', ...CALLER });
    ids.userId = data(result).userId;
    return result;
  },
  register: ({ ids }) =>
    register({ userId: String(ids.userId), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, email: 'ana.ferreira@exemplo.com.br', phone: '81994443322', ...CALLER }),
  passwordRecovery: () => passwordRecovery({ document: CUSTOMER, email: 'mariana.oliveira@exemplo.com.br', ...CALLER }),
  passwordValidateCode: async () => passwordValidateCode({ document: CUSTOMER, code: await sandbox.lastCode(CUSTOMER) }),
  changePassword: async () => changePassword({ document: CUSTOMER, code: await sandbox.lastCode(CUSTOMER), password: NEW_PASSWORD, ...CALLER }),
};

test('every wire path of the portal has its contract call here, and no other', () => {
  expect(Object.keys(CALLS).sort()).toEqual(Object.keys(WIRE_PATHS).sort());
});

test('the sandbox answers every wire path the portal calls, in the shape the portal reads', async () => {
  // The employability customer holds jobs, salaries and appointments; the self-employed one the courses programme.
  const steps: Steps = { jwt: await jwtOf(CUSTOMER), meiJwt: await jwtOf(SELF_EMPLOYED), ids: {} };
  const outcomes: Record<string, string> = {};
  for (const [path, call] of Object.entries(CALLS)) {
    try {
      const result = await call(steps);
      outcomes[path] = result.kind === 'ok' ? 'ok' : JSON.stringify(result);
    } catch (error) {
      outcomes[path] = String(error);
    }
  }
  expect(outcomes).toEqual(Object.fromEntries(Object.keys(CALLS).map((path) => [path, 'ok'])));
});
