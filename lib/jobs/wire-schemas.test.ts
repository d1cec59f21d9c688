import { offerDataSchema, searchOffersRequestSchema } from './wire-schemas';

const OFFER = {
  id: 7,
  title: 'Soldador',
  company: 'Metalúrgica Aço Forte',
  city: 'Recife',
  state: 'PE',
  mode: 'presencial',
  contract: 'clt',
  salaryMin: 2500,
  salaryMax: 3200,
  postedAt: '2026-03-01T12:00:00.000Z',
  summary: 'Você vai executar soldas.',
  occupation: 'Indústria',
  description: 'A Metalúrgica Aço Forte procura Soldador.',
  activities: ['Soldar'],
  requirements: ['Curso de soldagem'],
  benefits: ['Vale-transporte'],
  partner: 'Vagas Parceiras',
  applyUrl: 'https://www.vagasparceiras.com.br/vagas/7-soldador-recife-pe',
};

test('an offer with an https partner page is accepted', () => {
  expect(offerDataSchema.safeParse({ offer: OFFER }).success).toBe(true);
});

test.each(['javascript:alert(1)', 'http://www.vagasparceiras.com.br/vagas/7', 'data:text/html,<script>alert(1)</script>', '//evil.example/7', 'https://', 'vagas/7'])(
  'a partner link %j is never trusted (the answer is malformed)',
  (applyUrl) => {
    expect(offerDataSchema.safeParse({ offer: { ...OFFER, applyUrl } }).success).toBe(false);
  },
);

test('the search request is strict: page and size required, no unknown field', () => {
  expect(searchOffersRequestSchema.safeParse({ page: 1, pageSize: 10 }).success).toBe(true);
  expect(searchOffersRequestSchema.safeParse({ pageSize: 10 }).success).toBe(false);
  expect(searchOffersRequestSchema.safeParse({ page: 1, pageSize: 10, sql: 'x' }).success).toBe(false);
});
