export type EnergyLevel = 'transformative' | 'high' | 'medium';

export interface Principle {
  id: string;
  title: string;
  concept: string;
  application: string;
  energyLevel: EnergyLevel;
}

export interface PrincipleGroup {
  id: 'core' | 'daily' | 'integration';
  label: string;
  intro: string;
  principles: Principle[];
}

// What selling ONE product with soul means in practice: the page's whole content.
export const PRINCIPLE_GROUPS: PrincipleGroup[] = [
  {
    id: 'core',
    label: 'Core principles',
    intro: 'The beliefs underneath everything: why one product, and why selling can be an act of service.',
    principles: [
      {
        id: 'one-product',
        title: 'One product, fully loved',
        concept:
          'Attention is your scarcest resource. A single product that you keep refining, talking about and standing behind will serve people better than five you half remember.',
        application:
          'Write one sentence that names who your product is for and the change it brings. Read it before every piece of content, every update and every price decision. If an idea does not serve that sentence, let it go.',
        energyLevel: 'transformative',
      },
      {
        id: 'service-first',
        title: 'Selling is service',
        concept:
          'If your product truly helps, telling people about it is a kindness, not an intrusion. Hiding it protects your comfort, not their wellbeing.',
        application:
          'Describe the problem your buyer feels in their own words, then show exactly how your product meets it. Leave out pressure, countdowns and invented scarcity: clarity is persuasive enough.',
        energyLevel: 'high',
      },
      {
        id: 'honest-value',
        title: 'Price from value and self-respect',
        concept:
          'A price is an energetic agreement. Underpricing teaches buyers your work is small and drains the energy you need to keep serving.',
        application:
          'Start from the outcome your product delivers and the hours of your life inside it. Compare it with similar work, pick a price you can say aloud without apologising, and revisit it after your first ten sales.',
        energyLevel: 'high',
      },
      {
        id: 'truth-in-claims',
        title: 'Promise only what is true',
        concept:
          'Trust is slow to build and quick to lose. Healing language carries weight: overstated promises hurt the people you mean to help.',
        application:
          'Replace "this will cure" with what people can actually expect: a practice, a feeling, a tool. Share real buyer words only with permission, and never invent testimonials or numbers.',
        energyLevel: 'medium',
      },
    ],
  },
  {
    id: 'daily',
    label: 'Daily practice',
    intro:
      'Small, steady actions that keep your product visible without burning you out. The Energetic Core Four on your dashboard puts them into an hour.',
    principles: [
      {
        id: 'ground-first',
        title: 'Ground before you broadcast',
        concept:
          'People feel the energy behind words. Content made from scarcity or comparison reads as need; content made from calm reads as care.',
        application:
          'Spend the first minutes of your working day breathing and setting an intention for whom you will help today, before opening any social app.',
        energyLevel: 'high',
      },
      {
        id: 'give-daily',
        title: 'Give one useful thing a day',
        concept:
          'Generosity builds the trust that makes a sale feel natural. Every free insight is a sample of what your product holds.',
        application:
          'Share one practice, quote, short recording or lesson drawn from your product each day. Make it complete on its own, then mention where the full version lives.',
        energyLevel: 'medium',
      },
      {
        id: 'listen',
        title: 'Listen more than you pitch',
        concept: "Your next improvement and your best marketing words are already in your buyers' messages.",
        application:
          'Reply to every comment and message personally. Once a week, ask one buyer what helped most and what was hard, and keep their answers in one note.',
        energyLevel: 'medium',
      },
      {
        id: 'rest',
        title: 'Rest is part of the work',
        concept: 'A depleted creator cannot hold space for anyone. Sustainable rhythm beats bursts of effort.',
        application:
          'Stop when your four daily tasks are done. Choose one day a week with no content at all, and notice that your product keeps serving people without you.',
        energyLevel: 'medium',
      },
    ],
  },
  {
    id: 'integration',
    label: 'Integration',
    intro: 'Bringing it together over weeks and months, so your product grows deeper instead of wider.',
    principles: [
      {
        id: 'deepen',
        title: 'Deepen instead of adding',
        concept: 'When you feel the urge to launch something new, the answer is usually to make the one product richer.',
        application:
          'Each month, improve one part of your product from buyer feedback: a clearer chapter, a new audio track, a better worksheet. Tell past buyers what changed.',
        energyLevel: 'transformative',
      },
      {
        id: 'measure-gently',
        title: 'Measure what matters, gently',
        concept:
          'Numbers are feedback, not a verdict on your worth. Views, sales and messages together show whether your message is landing.',
        application:
          'Check your dashboard once a week, not once an hour. Note one thing that worked and repeat it; note one thing that did not and change only that.',
        energyLevel: 'medium',
      },
      {
        id: 'community',
        title: 'Let buyers become a circle',
        concept:
          'People who were helped by your work want to help others. A small, cared-for community sustains a single product for years.',
        application:
          'Invite buyers to share their experience, answer them by name, and celebrate their progress publicly when they agree to it.',
        energyLevel: 'high',
      },
    ],
  },
];
