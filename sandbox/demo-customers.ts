import {
  employabilityEcosystem,
  installmentsEcosystem,
  protectedEcosystem,
  selfEmployedEcosystem,
  type Ecosystem,
} from './ecosystems.ts';
import { formatCpf } from './identity.ts';

export const DEMO_PASSWORD = 'Beneficio@2026';
/** Earlier passwords of every seeded account, oldest first (changePassword refuses the last 3). */
export const DEMO_PASSWORD_HISTORY = ['Beneficio@2022', 'Beneficio@2023', 'Beneficio@2024', 'Beneficio@2025'];
/** Pre-registration attempts allowed per CPF in 24 h. */
export const PRE_REGISTER_LIMIT = 3;

export type DemoCustomer = {
  cpf: string;
  names: string;
  email: string;
  phone: string;
  scenario: string;
  policyInForce: boolean;
  ecosystems: Ecosystem[];
  /** Absent: no portal account yet. */
  account?: 'active' | 'blocked' | 'mass-registered';
  /** Pre-registration attempts already made "now" when seeding. */
  preRegisterAttempts?: number;
};

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    cpf: '52998224725',
    names: 'Mariana Souza Oliveira',
    email: 'mariana.oliveira@exemplo.com.br',
    phone: '11987654321',
    scenario: 'registered, policy in force, one ecosystem: Empregabilidade',
    policyInForce: true,
    ecosystems: [employabilityEcosystem()],
    account: 'active',
  },
  {
    cpf: '11144477735',
    names: 'João Pedro Almeida',
    email: 'joao.almeida@exemplo.com.br',
    phone: '21998765432',
    scenario: "registered, policy in force, one ecosystem: Autônomo ('EP MEI')",
    policyInForce: true,
    ecosystems: [selfEmployedEcosystem()],
    account: 'active',
  },
  {
    cpf: '39053344705',
    names: 'Fernanda Lima Costa',
    email: 'fernanda.costa@exemplo.com.br',
    phone: '31991234567',
    scenario: 'registered, three ecosystems (Parcelamento, Empregabilidade, Autônomo): must choose',
    policyInForce: true,
    ecosystems: [installmentsEcosystem(), employabilityEcosystem(), selfEmployedEcosystem()],
    account: 'active',
  },
  {
    cpf: '12345678909',
    names: 'Ricardo Gomes Pereira',
    email: 'ricardo.pereira@exemplo.com.br',
    phone: '41988887777',
    scenario: 'registered Parcelamento user: Parcelamento and Protegido, each with coursera (different meta)',
    policyInForce: true,
    ecosystems: [installmentsEcosystem(), protectedEcosystem()],
    account: 'active',
  },
  {
    cpf: '98765432100',
    names: 'Beatriz Rocha Martins',
    email: 'beatriz.martins@exemplo.com.br',
    phone: '51997776655',
    scenario: 'registered, policy no longer in force: login 103',
    policyInForce: false,
    ecosystems: [employabilityEcosystem()],
    account: 'active',
  },
  {
    cpf: '24681357928',
    names: 'Lucas Ferreira Santos',
    email: 'lucas.santos@exemplo.com.br',
    phone: '61996665544',
    scenario: 'registered, blocked by attempts: login 104',
    policyInForce: true,
    ecosystems: [employabilityEcosystem()],
    account: 'blocked',
  },
  {
    cpf: '13579246828',
    names: 'Patrícia Nunes Carvalho',
    email: 'patricia.carvalho@exemplo.com.br',
    phone: '71995554433',
    scenario: 'mass-registered: login ERROR_REGISTER_MASIVE',
    policyInForce: true,
    ecosystems: [selfEmployedEcosystem()],
    account: 'mass-registered',
  },
  {
    cpf: '31415926590',
    names: 'Ana Paula Ferreira',
    email: 'ana.ferreira@exemplo.com.br',
    phone: '81994443322',
    scenario: "not registered, policy in force (Empregabilidade), holder 'Ana Paula Ferreira': sign-up succeeds",
    policyInForce: true,
    ecosystems: [employabilityEcosystem()],
  },
  {
    cpf: '27182818205',
    names: 'Gustavo Henrique Ribeiro',
    email: 'gustavo.ribeiro@exemplo.com.br',
    phone: '85993332211',
    scenario: 'not registered, no policy in force: pre-registration 101 (no-active)',
    policyInForce: false,
    ecosystems: [employabilityEcosystem()],
  },
  {
    cpf: '16180339805',
    names: 'Camila Azevedo Duarte',
    email: 'camila.duarte@exemplo.com.br',
    phone: '91992221100',
    scenario: "not registered, policy in force, sign-up limit reached: pre-registration 101 'has superado el límite permitido'",
    policyInForce: true,
    ecosystems: [employabilityEcosystem()],
    preRegisterAttempts: PRE_REGISTER_LIMIT,
  },
  {
    cpf: '14142135651',
    names: 'Carlos Eduardo Lima',
    email: 'carlos.lima@exemplo.com.br',
    phone: '48991110099',
    scenario: "not registered, policy in force (Autônomo), holder 'Carlos Eduardo Lima': any other name gives 103",
    policyInForce: true,
    ecosystems: [selfEmployedEcosystem()],
  },
];

/** The demo accounts as a plain-text table, for the console. */
export function formatDemoAccounts(): string {
  const rows = DEMO_CUSTOMERS.map((customer) => `  ${formatCpf(customer.cpf)}  ${customer.names.padEnd(24)}  ${customer.scenario}`);
  return [`Demo customers (password ${DEMO_PASSWORD} for every account):`, ...rows].join('\n');
}
