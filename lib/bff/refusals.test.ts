/** @jest-environment node */
import { MESSAGES } from './messages';
import { refusalFrom } from './refusals';

describe('refusalFrom', () => {
  const refusal = refusalFrom({
    '101': [{ messageIncludes: 'limite', code: 'LIMIT', message: 'Limite excedido' }, { message: 'Sem seguro' }],
    '102': { status: 404, message: 'Não existe' },
    '103': { status: 413, code: null, message: 'Grande demais' },
    '104': { status: 403, code: 'SERVICE_NOT_INCLUDED', message: 'Fora dos benefícios' },
    '105': { status: 409, code: 'CONFLICT', message: 'Salvo em outro lugar' },
  });

  test('a code of the table answers its status, code and pt-BR text', () => {
    expect(refusal('102', 'no existe')).toEqual({ status: 404, body: { error: 'notFound', code: '102', message: 'Não existe' } });
    expect(refusal('104', 'x')).toEqual({ status: 403, body: { error: 'forbidden', code: 'SERVICE_NOT_INCLUDED', message: 'Fora dos benefícios' } });
    expect(refusal('105', 'x')).toEqual({ status: 409, body: { error: 'business', code: 'CONFLICT', message: 'Salvo em outro lugar' } });
  });

  test('code null sends no code', () => {
    expect(refusal('103', 'x')).toEqual({ status: 413, body: { error: 'tooLarge', message: 'Grande demais' } });
  });

  test("a code's rules are tried in order: messageIncludes reads the insurer's message", () => {
    expect(refusal('101', 'has superado el limite')).toEqual({ status: 400, body: { error: 'business', code: 'LIMIT', message: 'Limite excedido' } });
    expect(refusal('101', 'sin poliza')).toEqual({ status: 400, body: { error: 'business', code: '101', message: 'Sem seguro' } });
  });

  test("another code keeps the insurer's code and message (or the generic text when it has none)", () => {
    expect(refusal('999', 'otro')).toEqual({ status: 400, body: { error: 'business', code: '999', message: 'otro' } });
    expect(refusal('999', '')).toEqual({ status: 400, body: { error: 'business', code: '999', message: MESSAGES.Validation.invalidRequest } });
  });

  test('otherwise: the answer to every code the table does not name', () => {
    const survey = refusalFrom({ '102': { message: 'Já respondido' } }, { message: 'Não foi possível enviar' });
    expect(survey('102', 'x')).toEqual({ status: 400, body: { error: 'business', code: '102', message: 'Já respondido' } });
    expect(survey('500', 'x')).toEqual({ status: 400, body: { error: 'business', code: '500', message: 'Não foi possível enviar' } });
  });
});
