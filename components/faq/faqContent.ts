/** The FAQ's categories and questions, in order; the texts are in messages (namespace Faq). */
export const FAQ_CATEGORIES = [
  { id: 'data', questions: ['register', 'changeData', 'recoverPassword', 'passwordRules'] },
  { id: 'services', questions: ['whoCanUse', 'whichServices', 'cost', 'whenAvailable', 'specialist'] },
] as const;
