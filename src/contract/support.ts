import { z } from 'zod';
import { crisisSupport } from './crisis.js';
import { pathFirst, recordIdText } from './ids.js';
import { keepsTextDirection } from './text-direction.js';
import { priceString } from './price-string.js';

export const supportIssueTypes = ['refund', 'technical', 'product', 'policy', 'general'] as const;
export type SupportIssueType = (typeof supportIssueTypes)[number];
export const supportPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export type SupportPriority = (typeof supportPriorities)[number];

/** What the person wants, as the assistant reads it (the answer's `category`). */
export const supportCategories = [
  'refund',
  'charge_dispute',
  'billing',
  'download_access',
  'account',
  'technical',
  'product_quality',
  'policy_legal',
  'data_request',
  // Harassment, threats or danger from someone else.
  'safety',
  // The writer themselves may be at risk.
  'crisis',
  'general',
] as const;
export type SupportCategory = (typeof supportCategories)[number];

export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;

/** POST /api/support (sign-in required). */
export const supportRequest = z.object({
  type: z.enum(supportIssueTypes, { message: `Issue type must be one of ${supportIssueTypes.join(', ')}` }).default('general'),
  priority: z.enum(supportPriorities, { message: `Priority must be one of ${supportPriorities.join(', ')}` }).default('medium'),
  message: z
    .string({ message: 'Message is required' })
    .trim()
    .min(1, { message: 'Message is required' })
    .max(SUPPORT_MESSAGE_MAX_LENGTH, { message: 'Please keep your message under 5,000 characters' })
    .check(keepsTextDirection('A message')),
  // Sent only when filled (only meaningful for refunds); an empty value counts as none.
  productId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    recordIdText('Product ID must be a whole number').optional(),
  ),
});
export type SupportRequest = z.input<typeof supportRequest>;

/** POST /api/admin/refunds/:id */
export const refundParams = z.object({ id: recordIdText('id must be a refund id') });

export const refundStatus = z.enum(['approved', 'pending', 'refused']);
export type RefundStatus = z.infer<typeof refundStatus>;

export const supportAnswer = z.object({
  response: z.string().min(1),
  suggestedActions: z.array(z.string()),
  escalateToHuman: z.boolean(),
  // True only when the answer addresses what was asked with its steps (a known how-to, the refund rules'
  // decision); a general answer is not claimed as resolved.
  resolved: z.boolean(),
  category: z.enum(supportCategories),
  ticketId: z.number().int(),
  // What happened to a refund request (null when the request was not one).
  refundStatus: refundStatus.nullable(),
  // Set when the message suggests the writer may be at risk: the page shows the crisis resources.
  crisis: crisisSupport.nullable(),
});
export type SupportAnswer = z.infer<typeof supportAnswer>;

/** Admin refund queue: GET /api/admin/refunds?status=pending. */
export const adminRefundListQuery = z.object({ status: refundStatus.optional() });

export const adminRefund = z.object({
  id: z.number().int(),
  status: refundStatus,
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  // The admin's note on the decision (null until decided, or when none was given).
  decisionNote: z.string().nullable(),
  ticketId: z.number().int().nullable(),
  message: z.string().nullable(),
  purchase: z.object({
    id: z.number().int(),
    purchasedAt: z.string(),
    amount: priceString,
    downloadCount: z.number().int(),
    // When the buyer downloaded the file, newest first.
    downloadedAt: z.array(z.string()),
    status: z.enum(['active', 'refunded']),
  }),
  product: z.object({ id: z.number().int(), title: z.string() }),
  buyer: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  // The buyer's other refund requests, newest first.
  buyerOtherRefunds: z.array(
    z.object({ id: z.number().int(), status: refundStatus, createdAt: z.string(), productTitle: z.string() }),
  ),
});
export type AdminRefund = z.infer<typeof adminRefund>;
export const adminRefundList = z.array(adminRefund);

/** POST /api/admin/refunds/:id */
export const adminRefundDecisionRequest = z.object({
  decision: z.enum(['approve', 'refuse'], { message: 'Decision must be approve or refuse' }),
  note: z.string().trim().max(1000).check(keepsTextDirection('A note')).optional(),
});
export type AdminRefundDecisionRequest = z.infer<typeof adminRefundDecisionRequest>;
/** The whole input of POST /api/admin/refunds/:id: the refund's id with the decision. */
export const adminRefundDecisionInput = pathFirst(refundParams, refundParams.extend(adminRefundDecisionRequest.shape));

export const ticketReply = z.object({ id: z.number().int(), body: z.string(), createdAt: z.string() });
export type TicketReply = z.infer<typeof ticketReply>;

/** Admin support queue: GET /api/admin/support-tickets, the requests waiting for a person, most pressing first. */
export const adminSupportTicket = z.object({
  id: z.number().int(),
  type: z.enum(supportIssueTypes),
  priority: z.enum(supportPriorities),
  category: z.enum(supportCategories),
  message: z.string(),
  createdAt: z.string(),
  user: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  // What the assistant answered when it handed the ticket on.
  response: z.string(),
  replies: z.array(ticketReply),
});
export type AdminSupportTicket = z.infer<typeof adminSupportTicket>;
export const adminSupportTicketList = z.array(adminSupportTicket);

export const ticketParams = z.object({ id: recordIdText('id must be a ticket id') });

/** POST /api/admin/support-tickets/{id}/reply: the team answers; `close` also closes the ticket. */
export const ticketReplyRequest = z
  .object({
    body: z
      .string()
      .trim()
      .min(1, 'Write a reply')
      .max(5000, 'A reply may be at most 5000 characters')
      .check(keepsTextDirection('A reply')),
    close: z.boolean().default(false),
  })
  .strict();
export type TicketReplyRequest = z.input<typeof ticketReplyRequest>;
/** The whole input of POST /api/admin/support-tickets/:id/reply. */
export const ticketReplyInput = pathFirst(ticketParams, ticketParams.extend(ticketReplyRequest.shape).strict());

/** POST /api/admin/support-tickets/{id}/close: closes without a reply; the note is for the audit log. */
export const ticketCloseRequest = z
  .object({ note: z.string().trim().max(1000).check(keepsTextDirection('A note')).optional() })
  .strict();
export type TicketCloseRequest = z.infer<typeof ticketCloseRequest>;
/** The whole input of POST /api/admin/support-tickets/:id/close. */
export const ticketCloseInput = pathFirst(ticketParams, ticketParams.extend(ticketCloseRequest.shape).strict());

/** POST /api/support/tickets/{id}/not-helped: the asker says the assistant's answer did not help; a person takes over. */
export const ticketNotHelpedInput = ticketParams.strict();

/** What a reply or a close answers: the ticket and where it stands now. */
export const ticketState = z.object({ id: z.number().int(), status: z.enum(['awaiting_human', 'closed']) });
export type TicketState = z.infer<typeof ticketState>;

/** GET /api/support/tickets: the signed-in user's requests that went to a person, with the team's replies. */
export const myTicket = z.object({
  id: z.number().int(),
  type: z.enum(supportIssueTypes),
  message: z.string(),
  status: z.enum(['awaiting_human', 'closed']),
  createdAt: z.string(),
  replies: z.array(ticketReply),
});
export type MyTicket = z.infer<typeof myTicket>;
export const myTicketList = z.array(myTicket);
