import { describe, expect, it } from 'vitest';
import type { SupportCategory, SupportPriority } from '../../../src/contract/support.js';
import { applyEscalation, type EscalationReason, escalationReasons } from '../../../src/server/features/support/escalation.js';
import { builtinSupportAnswer } from '../../../src/server/providers/ai/builtin/support.js';
import { decideRefund } from '../../../src/server/features/support/refund-rules.js';

describe('escalation rules', () => {
  it.each([
    ['low', 'general', 'How do I change my profile picture?', []],
    ['urgent', 'general', 'How do I change my profile picture?', ['urgent']],
    ['medium', 'charge_dispute', 'I was charged twice for one order', ['payment_dispute']],
    ['medium', 'policy_legal', 'My lawyer will take legal action', ['legal']],
    ['medium', 'policy_legal', 'Where can I read your terms about licences?', []],
    ['medium', 'data_request', 'Please send me a copy of everything you hold about me', ['data_request']],
    ['medium', 'safety', 'A creator keeps sending me messages after I asked him to stop', ['safety']],
    ['medium', 'crisis', 'I feel like I want to end my life', ['crisis']],
    ['high', 'refund', 'I would like my money back please', []],
  ] as const)('priority %s, intent %s, “%s” → %j', (priority, category, message, expected) => {
    expect(escalationReasons({ priority, message }, category)).toEqual(expected);
  });
});

describe('escalation of what the built-in assistant reads', () => {
  const handled = (message: string, priority: SupportPriority = 'medium') => {
    const input = { type: 'general' as const, priority, message };
    return applyEscalation(input, builtinSupportAnswer(input));
  };

  it.each<[string, SupportCategory, EscalationReason[], SupportPriority?]>([
    ['Two identical debits from you this morning for the one workbook', 'charge_dispute', ['payment_dispute']],
    ['I have asked my bank to take the money back for that order', 'charge_dispute', ['payment_dispute']],
    ['Send me a copy of the records you keep on me', 'data_request', ['data_request']],
    ['A man from the forum waits outside my studio and says he knows where I live', 'safety', ['safety']],
    ['A listing here sells my drawings; I never gave them permission', 'policy_legal', ['legal']],
    ['Is it against your rules to sell guided meditations in Welsh?', 'policy_legal', []],
    ['How do I change the cover picture of my product?', 'general', []],
    ['How do I change the cover picture of my product?', 'general', ['urgent'], 'urgent'],
  ])('“%s” → %s, reasons %j', (message, category, reasons, priority = 'medium') => {
    const answer = handled(message, priority);
    expect(answer.category).toBe(category);
    expect(answer.reasons).toEqual(reasons);
    expect(answer.escalateToHuman).toBe(reasons.length > 0);
  });

  it('sends a person the requests the assistant cannot finish alone, without a rule', () => {
    // Used before asking: a person decides the refund. Someone else changed the address: a person restores it.
    expect(handled('I have watched half the course and want my money back')).toMatchObject({
      escalateToHuman: true,
      reasons: [],
    });
    expect(handled('Hacked: they changed my email address and now I cannot reset anything')).toMatchObject({
      category: 'account',
      escalateToHuman: true,
    });
    expect(handled('Refund please, bought it this morning by mistake and never opened it').escalateToHuman).toBe(false);
  });
});

describe('refund rule', () => {
  const now = new Date('2026-03-31T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  it.each([
    [0, false, 'approve'],
    [14, false, 'approve'],
    [14.01, false, 'review'],
    [3, true, 'review'],
    [30, false, 'review'],
    [30, true, 'review'],
    [30.01, false, 'refuse'],
    [90, false, 'refuse'],
  ] as const)('bought %s days ago, bytes delivered: %s → %s', (age, delivered, decision) => {
    expect(decideRefund({ purchasedAt: daysAgo(age), now, delivered })).toBe(decision);
  });
});
