/**
 * What the fuzzer cannot discover, kept small:
 * - SESSION_CHANGING: the routes that legitimately open, change or end the session. They are fuzzed
 *   with browsers of their own, whose sessions nobody checks.
 * - SEEDS: known-valid bodies (or GET queries) of routes whose valid values the field names do not
 *   tell (enumerations, nested entries). The fuzzer mutates them one leaf at a time, so part of its
 *   inputs reach the insurer. A route without seeds is still fuzzed from its discovered shape.
 * Keys are `METHOD /api/route/[segment]`.
 */
import { DEMO_PASSWORD, NEW_PASSWORD } from '@/testing/bff-harness';
import { SAMPLE_LOGO } from '@/testing/logo-fixtures';

export const SESSION_CHANGING: ReadonlySet<string> = new Set(['/api/auth/login', '/api/auth/logout', '/api/auth/ecosystem', '/api/auth/register', '/api/auth/recovery/password']);

const DESIGN = SAMPLE_LOGO;

const { colors, ...flatDesign } = DESIGN;

const USABILITY_ENTRY = {
  fechaLocal: '05/01/2026',
  horaLocal: '09:07',
  pagina: '/',
  control: 'fale-conosco',
  extra: '',
  resultado: '',
  identificador: '',
  device: 'Escritorio',
  browser: 'Chrome 140',
  url: 'http://localhost:3000/',
  posicionX: 120,
  posicionY: 48,
  anchoVentana: 1280,
  altoVentana: 720,
  elemento: 'button',
};

export const SEEDS: Readonly<Record<string, readonly unknown[]>> = {
  'POST /api/auth/login': [{ document: '529.982.247-25', password: DEMO_PASSWORD }],
  'POST /api/auth/pre-register': [{ document: '314.159.265-90', names: 'Ana Paula Ferreira', phone: '(11) 98765-4321', email: 'ana.ferreira@exemplo.com.br', acceptTerms: true }],
  'POST /api/auth/recovery': [{ document: '529.982.247-25', email: 'mariana.oliveira@exemplo.com.br' }],
  'POST /api/contact': [
    { subject: 'Dúvida', message: 'Como acesso os cursos?' },
    { subject: 'Erro', message: 'A página não abre.', identification: '529.982.247-25', fullname: 'Mariana Souza Oliveira', email: 'mariana.oliveira@exemplo.com.br' },
  ],
  'POST /api/usability': [{ listData: [USABILITY_ENTRY] }],
  'GET /api/privacy/export': [{ analytics: 'granted', analyticsAt: '2026-11-20T10:15:00-03:00' }, { analytics: 'unset' }],
  'POST /api/privacy/request': [{ right: 'correcao', details: 'Meu celular está errado.' }],
  'GET /api/survey': [{ service: 'logo' }, { service: 'curr' }],
  'POST /api/survey': [
    { service: 'logo', skip: true },
    { service: 'curr', answers: [{ questionId: 1, score: 9, comment: 'Muito bom' }, { questionId: 2, score: 0, comment: '' }] },
  ],
  'POST /api/logo': [{ design: DESIGN }],
  'GET /api/logo/preview': [{ ...flatDesign, symbol: '0', uppercase: '0', ...colors }],
  'PUT /api/account/password': [{ currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }],
};
