/**
 * The intuitive-choice wizard's questions and its outcome table (creator-and-back-office §4). The rules
 * are tried in the spec's order and the first match wins; a rule that leaves an answer out accepts any
 * value for it. Each outcome names a real category by its slug (see the seeded categories) and a title
 * idea, which "Create This Product" carries into the upload wizard.
 */

export const ENERGY_VALUES = ['teaching', 'healing', 'creating'] as const;
export const FORMAT_VALUES = ['video', 'written', 'interactive'] as const;
export const IMPACT_VALUES = ['purpose', 'healing', 'peace', 'growth'] as const;

export interface WizardAnswers {
  energy: (typeof ENERGY_VALUES)[number];
  format: (typeof FORMAT_VALUES)[number];
  impact: (typeof IMPACT_VALUES)[number];
}
export type WizardQuestionId = keyof WizardAnswers;

interface QuestionOption<Value extends string> {
  value: Value;
  label: string;
  hint: string;
}

export interface WizardQuestion<Id extends WizardQuestionId = WizardQuestionId> {
  id: Id;
  prompt: string;
  options: readonly QuestionOption<WizardAnswers[Id]>[];
}

export const WIZARD_QUESTIONS: readonly [WizardQuestion<'energy'>, WizardQuestion<'format'>, WizardQuestion<'impact'>] = [
  {
    id: 'energy',
    prompt: 'Where does your energy flow most naturally?',
    options: [
      { value: 'teaching', label: 'Teaching', hint: 'Guiding others step by step through what you know' },
      { value: 'healing', label: 'Healing', hint: 'Holding space and helping others feel whole' },
      { value: 'creating', label: 'Creating', hint: 'Making beautiful things that others can use' },
    ],
  },
  {
    id: 'format',
    prompt: 'How do you love to share your gift?',
    options: [
      { value: 'video', label: 'Video', hint: 'On camera, showing and speaking' },
      { value: 'written', label: 'Written', hint: 'Words on the page, read at their own pace' },
      { value: 'interactive', label: 'Interactive', hint: 'Exercises and tools people fill in and use' },
    ],
  },
  {
    id: 'impact',
    prompt: 'What change do you most want to bring?',
    options: [
      { value: 'purpose', label: 'Purpose', hint: 'Helping people find their calling' },
      { value: 'healing', label: 'Healing', hint: 'Easing pain and old wounds' },
      { value: 'peace', label: 'Peace', hint: 'Bringing calm and stillness' },
      { value: 'growth', label: 'Growth', hint: 'Building new habits and a new life' },
    ],
  },
];

export interface WizardOutcome {
  title: string;
  description: string;
  /** A slug from the seeded categories; the upload wizard turns it into the category's id. */
  categorySlug: string;
  titleIdea: string;
}

interface OutcomeRule {
  when: Partial<WizardAnswers>;
  outcome: WizardOutcome;
}

export const OUTCOME_RULES: readonly OutcomeRule[] = [
  {
    when: { energy: 'teaching', format: 'video', impact: 'purpose' },
    outcome: {
      title: 'Signature Online Course',
      description: 'A video course that walks people step by step towards their purpose, taught the way only you can.',
      categorySlug: 'education',
      titleIdea: 'Find Your Calling: A Signature Course',
    },
  },
  {
    when: { energy: 'healing', format: 'video', impact: 'healing' },
    outcome: {
      title: 'Guided Healing Meditations',
      description: 'A series of guided video meditations that hold space for healing whenever someone needs it.',
      categorySlug: 'meditation-apps',
      titleIdea: 'Guided Healing Meditations',
    },
  },
  {
    when: { energy: 'creating', format: 'written', impact: 'peace' },
    outcome: {
      title: 'Spiritual Journal and Guide',
      description: 'A beautifully made journal with a written guide, for quiet moments of reflection and peace.',
      categorySlug: 'sacred-templates',
      titleIdea: 'The Peaceful Heart Journal and Guide',
    },
  },
  {
    when: { format: 'interactive', impact: 'growth' },
    outcome: {
      title: 'Life Design Workbook and Templates',
      description: 'A workbook with templates people fill in to design the life and habits they want to grow into.',
      categorySlug: 'templates',
      titleIdea: 'Design Your Life: Workbook and Templates',
    },
  },
  {
    when: { energy: 'healing', format: 'written' },
    outcome: {
      title: 'Ebook Series',
      description: 'A series of ebooks that share your healing wisdom, for readers to return to at their own pace.',
      categorySlug: 'spiritual-ebooks',
      titleIdea: 'Healing Words: An Ebook Series',
    },
  },
];

/** What the table gives when no rule matches ("anything else"). */
export const FALLBACK_OUTCOME: WizardOutcome = {
  title: 'Spiritual Growth Course',
  description: 'A course that gathers what you know into one clear path of spiritual growth.',
  categorySlug: 'learning-training',
  titleIdea: 'Your Spiritual Growth Journey',
};

const matches = (rule: OutcomeRule, answers: WizardAnswers) =>
  Object.entries(rule.when).every(([question, value]) => answers[question as WizardQuestionId] === value);

export function chooseOutcome(answers: WizardAnswers): WizardOutcome {
  return OUTCOME_RULES.find((rule) => matches(rule, answers))?.outcome ?? FALLBACK_OUTCOME;
}
