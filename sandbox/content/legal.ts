/**
 * Legal texts served by /parameters/getKeyList. Realistic but fictitious.
 * The terms deliberately carry ONE `javascript:` link and ONE raw <script> element,
 * so the portal's markdown sanitising is exercised against real data.
 */
export const TERMS = {
  title: 'Termos e Condições de Uso do Portal de Benefícios',
  content: `# Termos e Condições de Uso

Última atualização: 2 de janeiro de 2026.

Bem-vindo ao **Portal de Benefícios**. Estes Termos e Condições regulam o acesso e o uso dos serviços gratuitos incluídos no seu seguro. Ao ativar sua conta, você declara que leu, entendeu e aceitou integralmente estes termos.

## 1. Quem pode usar o portal

1. Os serviços são exclusivos para clientes com **seguro vigente** contratado por meio do aplicativo do banco parceiro.
2. O acesso é pessoal e intransferível: os benefícios não podem ser compartilhados com terceiros.
3. Os benefícios ficam disponíveis em até 2 (dois) dias úteis após a contratação do seguro.

## 2. Cadastro e senha

- Para ativar a conta, informe seu CPF, nome completo, celular e e-mail, e crie uma senha de 8 a 16 caracteres.
- Você é responsável por manter sua senha em sigilo. Após 5 tentativas de acesso sem sucesso, a conta é bloqueada e só pode ser liberada pela recuperação de senha.
- Mantenha seus dados atualizados em **Meu Perfil**.

## 3. Serviços incluídos

Conforme o seu produto, você pode ter acesso a:

- cursos online com mais de 1.500 opções;
- criação de currículo e comparador salarial;
- busca de emprego e conversa por vídeo com especialistas;
- orientação financeira, orientação de marketing digital e criação de logo.

Alguns serviços têm limite de uso, informado na página de cada serviço. [Ative todos os benefícios com um clique](javascript:alert(document.cookie))

## 4. Regras de uso

É proibido usar o portal para fins ilícitos, tentar acessar contas de terceiros, automatizar acessos ou interferir no funcionamento da plataforma.

<script>alert('termos')</script>

## 5. Parceiros

Alguns serviços são prestados por parceiros. Ao acessá-los, você poderá ser direcionado ao ambiente do parceiro, que tem termos próprios. Consulte o aviso exibido antes do redirecionamento.

## 6. Cancelamento

Os benefícios acompanham a vigência do seguro. Com o fim da vigência, o acesso aos serviços é encerrado automaticamente.

## 7. Atendimento

Dúvidas? Fale conosco pelo formulário **Fale Conosco**, pelo chat do aplicativo ou pela central gratuita 0800 450 6000. Consulte também as [Perguntas frequentes](/perguntas-frequentes).
`,
};

export const PRIVACY_POLICY = {
  title: 'Política de Privacidade',
  content: `# Política de Privacidade

Última atualização: 2 de janeiro de 2026.

Esta Política explica como tratamos os seus dados pessoais no Portal de Benefícios, de acordo com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018, LGPD).

## 1. Dados que coletamos

- **Cadastro:** CPF, nome completo, e-mail e celular.
- **Uso do portal:** páginas visitadas, cliques, data e hora, endereço IP, cidade aproximada, tipo de dispositivo e navegador.
- **Atendimento:** mensagens enviadas pelo formulário Fale Conosco e respostas às pesquisas de satisfação.

## 2. Para que usamos os dados

1. Confirmar que o seu seguro está vigente e liberar os benefícios contratados.
2. Proteger a sua conta, prevenir fraudes e bloquear acessos suspeitos.
3. Melhorar o portal e os serviços com base em estatísticas de uso.
4. Responder às suas solicitações de atendimento.

## 3. Compartilhamento

Compartilhamos apenas os dados necessários com a seguradora e com os parceiros que prestam os serviços que você escolher usar. Não vendemos dados pessoais.

## 4. Armazenamento e segurança

Os dados são armazenados em ambiente seguro, com criptografia em trânsito e controle de acesso, pelo tempo necessário às finalidades acima ou exigido por lei.

## 5. Seus direitos

Você pode pedir a confirmação do tratamento, o acesso, a correção, a portabilidade ou a eliminação dos seus dados, além de revogar consentimentos. Use o formulário **Fale Conosco** e escolha o assunto "Dúvida".

## 6. Cookies

Usamos cookies essenciais para manter a sua sessão e cookies de medição para entender o uso do portal. Você pode gerenciá-los nas configurações do navegador.

## 7. Contato do encarregado

Para assuntos de privacidade, escreva para [privacidade@exemplo.com.br](mailto:privacidade@exemplo.com.br).
`,
};
