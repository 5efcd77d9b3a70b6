import { describe, expect, it } from 'vitest';
import {
  chooseOutcome,
  ENERGY_VALUES,
  FALLBACK_OUTCOME,
  FORMAT_VALUES,
  IMPACT_VALUES,
  OUTCOME_RULES,
  WIZARD_QUESTIONS,
  type WizardAnswers,
} from '../../../src/web/features/creators/intuitive-outcomes.js';
import { referenceCategories } from '../../helpers/reference-categories.js';

const everyCombination: WizardAnswers[] = ENERGY_VALUES.flatMap((energy) =>
  FORMAT_VALUES.flatMap((format) => IMPACT_VALUES.map((impact) => ({ energy, format, impact }))),
);

/** The spec's outcome table (creator-and-back-office §4), read top to bottom, written out independently. */
function outcomeNameFromSpec({ energy, format, impact }: WizardAnswers): string {
  if (energy === 'teaching' && format === 'video' && impact === 'purpose') return 'signature online course';
  if (energy === 'healing' && format === 'video' && impact === 'healing') return 'guided healing meditations';
  if (energy === 'creating' && format === 'written' && impact === 'peace') return 'spiritual journal and guide';
  if (format === 'interactive' && impact === 'growth') return 'life design workbook and templates';
  if (energy === 'healing' && format === 'written') return 'ebook series';
  return 'generic spiritual growth course';
}

// The table names the fallback "generic spiritual growth course"; the page titles it without "generic".
const outcomeName = (answers: WizardAnswers) => {
  const outcome = chooseOutcome(answers);
  return outcome === FALLBACK_OUTCOME ? 'generic spiritual growth course' : outcome.title.toLowerCase();
};

describe('intuitive-choice outcome table', () => {
  it('has the 36 combinations of 3 energies, 3 formats and 4 impacts, in the order the questions ask', () => {
    expect(everyCombination).toHaveLength(36);
    expect(WIZARD_QUESTIONS.map((question) => question.id)).toEqual(['energy', 'format', 'impact']);
    expect(WIZARD_QUESTIONS.map((question) => question.options.map((option) => option.value))).toEqual([
      [...ENERGY_VALUES],
      [...FORMAT_VALUES],
      [...IMPACT_VALUES],
    ]);
  });

  it.each(everyCombination)('$energy, $format, $impact gives the outcome the spec table gives', (answers) => {
    expect(outcomeName(answers)).toBe(outcomeNameFromSpec(answers));
  });

  it('applies the rules in order: an earlier rule wins where two match', () => {
    // healing + written + growth matches no interactive rule, so the ebook rule takes it.
    expect(outcomeName({ energy: 'healing', format: 'written', impact: 'growth' })).toBe('ebook series');
    // healing + interactive + growth matches the workbook rule before anything healing-specific.
    expect(outcomeName({ energy: 'healing', format: 'interactive', impact: 'growth' })).toBe(
      'life design workbook and templates',
    );
  });

  it('reaches each of the six outcomes, with the share of combinations the table implies', () => {
    const counts = new Map<string, number>();
    for (const answers of everyCombination) counts.set(outcomeName(answers), (counts.get(outcomeName(answers)) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual({
      'signature online course': 1,
      'guided healing meditations': 1,
      'spiritual journal and guide': 1,
      'life design workbook and templates': 3,
      'ebook series': 4,
      'generic spiritual growth course': 26,
    });
  });

  it('suggests only categories that exist, each with a title idea the upload accepts', () => {
    const slugs = new Set(referenceCategories().map((category) => category.slug));
    for (const outcome of [...OUTCOME_RULES.map((rule) => rule.outcome), FALLBACK_OUTCOME]) {
      expect(slugs.has(outcome.categorySlug), outcome.categorySlug).toBe(true);
      expect(outcome.titleIdea.length).toBeGreaterThan(0);
    }
  });
});
