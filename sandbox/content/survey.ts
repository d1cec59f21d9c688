import { SERVICES } from '../ecosystems.ts';

/** The satisfaction survey (SPEC §4): two score questions (0-10), each with a comment subquestion per score band. */
export type SurveyQuestion = {
  id: number;
  question: string;
  questionType: 'home';
  subquestionList: { id: number; question: string; minScore: number; maxScore: number }[];
};

const bands = (id: number, low: string, middle: string, high: string) => [
  { id: id * 10 + 1, question: low, minScore: 0, maxScore: 6 },
  { id: id * 10 + 2, question: middle, minScore: 7, maxScore: 8 },
  { id: id * 10 + 3, question: high, minScore: 9, maxScore: 10 },
];

export function surveyFor(service: string): SurveyQuestion[] {
  const label = SERVICES[service]?.label ?? service;
  return [
    {
      id: 1,
      question: `De 0 a 10, quanto você recomendaria o serviço "${label}" a um amigo ou colega?`,
      questionType: 'home',
      subquestionList: bands(
        1,
        'Que pena! O que podemos melhorar neste serviço?',
        'O que faltou para você dar uma nota maior?',
        'Que ótimo! O que você mais gostou neste serviço?',
      ),
    },
    {
      id: 2,
      question: 'De 0 a 10, como você avalia a sua experiência no Portal de Benefícios?',
      questionType: 'home',
      subquestionList: bands(
        2,
        'Sentimos muito. O que dificultou a sua experiência no portal?',
        'O que tornaria o portal ainda melhor para você?',
        'Obrigado! O que mais ajudou você no portal?',
      ),
    },
  ];
}

export const SURVEY_QUESTION_IDS = [1, 2];
