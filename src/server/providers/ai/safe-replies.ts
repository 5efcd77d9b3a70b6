import type { JournalGuidance } from '../../../contract/journal.js';
import type { SupportCategory } from '../../../contract/support.js';
import type { RiskReading } from '../../lib/safety/read-risk.js';
import type { SupportAssistantAnswer } from './builtin/support.js';

/**
 * The replies a person at risk gets, whatever any engine would have said. They quote nothing the
 * person wrote (a risk statement must never come back as a "silver lining"), ask nothing about it, and
 * name real help in words as well as in the resources card the page draws.
 */

const HELP_IN_WORDS =
  'If you are in immediate danger or might act on these thoughts, call 999. You can talk to Samaritans free on 116 123, any time, day or night, or text SHOUT to 85258; NHS 111 (option 2) can give urgent mental health help.';
const ABUSE_HELP_IN_WORDS =
  'If you are in immediate danger, call 999. The National Domestic Abuse Helpline is free and confidential, any time, on 0808 2000 247, and Samaritans are there on 116 123.';

function helpFor(reading: RiskReading): string {
  return reading.domesticAbuse ? ABUSE_HELP_IN_WORDS : HELP_IN_WORDS;
}

export function journalReplyAtRisk(reading: RiskReading): JournalGuidance {
  const opening = reading.domesticAbuse
    ? 'Thank you for writing this down. What you describe sounds frightening, and none of it is your fault. You deserve to be safe, and you do not have to work this out alone.'
    : 'Thank you for writing this down. It sounds like you are carrying something very heavy right now, and you deserve support from a real person, today. You do not have to go through this alone.';
  return {
    spiritualInsight: `${opening} ${helpFor(reading)}`,
    growthQuestion: 'Is there one person you trust, or one of the help lines on this page, you could reach out to today?',
    embodiedPractice: {
      handPlacement: 'Rest one hand on your chest and the other on your belly, and feel the warmth of your own hands.',
      breathing: 'Breathe in for 4 counts and out for 6, slowly, for five breaths, while you name five things you can see.',
      affirmation: 'I deserve support, and I can reach out for it.',
    },
  };
}

export const SUPPORT_AT_RISK_ACTIONS = [
  'In immediate danger, call 999',
  'Call Samaritans free on 116 123, any time',
  'Text SHOUT to 85258',
] as const;

// Someone met through the marketplace: their threats are the platform's to act on (harassment or safety).
const MARKETPLACE_PERSON =
  /\b(?:creator|seller|buyer|user|customer|client|member|coach|teacher|reader|healer|another (?:buyer|user|creator)|account|shop|listing|review|forum|community|inbox|messages? box|dms?|course|on here|on your site|this site)\b/i;

export function supportReplyAtRisk(reading: RiskReading, message: string): SupportAssistantAnswer {
  // Danger from someone met here is harassment the team acts on; danger at home, or to oneself, is a crisis.
  const category: SupportCategory =
    reading.families[0] === 'abuse_threat' && MARKETPLACE_PERSON.test(message) ? 'safety' : 'crisis';
  const opening = reading.domesticAbuse
    ? 'Thank you for telling us. What you describe sounds frightening, and your safety comes first.'
    : 'Thank you for telling us. I am really sorry you are going through this, and I am glad you wrote.';
  return {
    response: `${opening} ${helpFor(reading)} A person from our team will read your message and reply to you.`,
    suggestedActions: reading.domesticAbuse
      ? [
          'In immediate danger, call 999',
          'Call the National Domestic Abuse Helpline free on 0808 2000 247',
          'Call Samaritans free on 116 123',
        ]
      : [...SUPPORT_AT_RISK_ACTIONS],
    escalateToHuman: true,
    addressed: false,
    category,
  };
}

/** Why no marketing post is written from words that suggest someone is at risk. */
export const SOCIAL_AT_RISK_MESSAGE =
  'We did not write a post from this text: it reads as though someone may be going through a very hard time. If that is you, please talk to someone now: Samaritans free on 116 123 (any time), text SHOUT to 85258, or call 999 in immediate danger.';
