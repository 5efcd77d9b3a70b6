import type { emailKinds } from '../../db/schema/email.js';

/**
 * Every e-mail the app sends, composed here as plain text and HTML from the same parts (no template
 * engine: a few paragraphs and links each). The footer names the product and its address.
 */

export type EmailKind = (typeof emailKinds)[number];

export interface EmailMessage {
  kind: EmailKind;
  subject: string;
  text: string;
  html: string;
}

const PRODUCT_NAME = 'Soul Market';

interface Link {
  label: string;
  url: string;
}

interface Parts {
  kind: EmailKind;
  subject: string;
  greeting: string;
  paragraphs: string[];
  links?: Link[];
  // A closing line after the links (why the reader got it, what to do if it was not them).
  closing?: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function compose(siteUrl: string, parts: Parts): EmailMessage {
  const links = parts.links ?? [];
  const text = [
    parts.greeting,
    ...parts.paragraphs,
    ...links.map((link) => `${link.label}: ${link.url}`),
    ...(parts.closing ? [parts.closing] : []),
    `--\n${PRODUCT_NAME} · ${siteUrl}`,
  ].join('\n\n');
  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value).replace(/\n/g, '<br>')}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">',
    paragraph(parts.greeting),
    ...parts.paragraphs.map(paragraph),
    ...links.map(
      (link) =>
        `<p style="margin:0 0 16px"><a href="${escapeHtml(link.url)}" style="color:#6d28d9">${escapeHtml(link.label)}</a></p>`,
    ),
    ...(parts.closing ? [paragraph(parts.closing)] : []),
    `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0"><p style="font-size:12px;color:#666;margin:0">${PRODUCT_NAME} · <a href="${escapeHtml(siteUrl)}" style="color:#666">${escapeHtml(siteUrl)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return { kind: parts.kind, subject: parts.subject, text, html };
}

const hello = (firstName: string) => `Hello ${firstName},`;

export function purchaseReceipt(
  siteUrl: string,
  order: {
    firstName: string;
    paymentId: string;
    totalPrice: string;
    items: { productId: number; title: string; price: string }[];
  },
): EmailMessage {
  return compose(siteUrl, {
    kind: 'purchase_receipt',
    subject: `Your ${PRODUCT_NAME} receipt: $${order.totalPrice}`,
    greeting: hello(order.firstName),
    paragraphs: [
      'Thank you for your purchase. This is your receipt.',
      [...order.items.map((item) => `${item.title}: $${item.price}`), `Total paid: $${order.totalPrice} (USD)`].join('\n'),
      `Payment reference: ${order.paymentId}. You may ask for a refund within 30 days from the support page.`,
      'Your downloads (sign in with this e-mail address to download):',
    ],
    links: [
      ...order.items.map((item) => ({ label: `Download ${item.title}`, url: `${siteUrl}/api/download/${item.productId}` })),
      { label: 'All your purchases', url: `${siteUrl}/purchases` },
    ],
  });
}

export function refundDecided(
  siteUrl: string,
  refund: { firstName: string; title: string; approved: boolean; price: string; note: string | null },
): EmailMessage {
  return compose(siteUrl, {
    kind: 'refund_decided',
    subject: refund.approved ? `Your refund for “${refund.title}” is approved` : `Your refund request for “${refund.title}”`,
    greeting: hello(refund.firstName),
    paragraphs: [
      refund.approved
        ? `Your refund of $${refund.price} for “${refund.title}” is approved. The money goes back to your original payment method; card refunds take 3-5 business days to appear. Your access to the product has ended.`
        : `We looked at your refund request for “${refund.title}” and could not approve it.`,
      ...(refund.note ? [`Our note: ${refund.note}`] : []),
    ],
    links: [{ label: 'Your support requests', url: `${siteUrl}/support` }],
  });
}

export function payoutSent(siteUrl: string, payout: { firstName: string; amount: string; reference: string }): EmailMessage {
  return compose(siteUrl, {
    kind: 'payout_sent',
    subject: `Your payout of $${payout.amount} is on its way`,
    greeting: hello(payout.firstName),
    paragraphs: [
      `We sent your payout of $${payout.amount} (USD) to your connected payout account. Transfer reference: ${payout.reference}.`,
    ],
    links: [{ label: 'Your earnings and payouts', url: `${siteUrl}/earnings` }],
  });
}

export function passwordReset(siteUrl: string, reset: { firstName: string; token: string; validMinutes: number }): EmailMessage {
  return compose(siteUrl, {
    kind: 'password_reset',
    subject: `Reset your ${PRODUCT_NAME} password`,
    greeting: hello(reset.firstName),
    paragraphs: [
      `Someone asked to reset the password of your ${PRODUCT_NAME} account. The link below works once, for ${reset.validMinutes} minutes. Choosing a new password signs your account out everywhere.`,
    ],
    links: [{ label: 'Choose a new password', url: `${siteUrl}/reset-password?token=${encodeURIComponent(reset.token)}` }],
    closing: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  });
}

export function emailVerification(
  siteUrl: string,
  verify: { firstName: string; token: string; validHours: number },
): EmailMessage {
  return compose(siteUrl, {
    kind: 'email_verification',
    subject: `Confirm your e-mail address for ${PRODUCT_NAME}`,
    greeting: hello(verify.firstName),
    paragraphs: [
      `Please confirm that this is your e-mail address. Creators need a confirmed address before they can receive payouts. The link works for ${verify.validHours} hours.`,
    ],
    links: [{ label: 'Confirm my e-mail address', url: `${siteUrl}/verify-email?token=${encodeURIComponent(verify.token)}` }],
    closing: `If you did not create a ${PRODUCT_NAME} account, ignore this e-mail.`,
  });
}

/** The link that finishes a sign-up: the account is created when it is opened (docs/decisions/033). */
export function signUpLink(
  siteUrl: string,
  signUp: { firstName: string; token: string; validHours: number; returnTo: string },
): EmailMessage {
  const returnTo = signUp.returnTo === '/' ? '' : `&returnTo=${encodeURIComponent(signUp.returnTo)}`;
  return compose(siteUrl, {
    kind: 'sign_up_link',
    subject: `Finish creating your ${PRODUCT_NAME} account`,
    greeting: hello(signUp.firstName),
    paragraphs: [
      `Thank you for joining ${PRODUCT_NAME}. Open the link below to finish creating your account; it also confirms that this e-mail address is yours. The link works once, for ${signUp.validHours} hours.`,
    ],
    links: [
      {
        label: 'Finish creating my account',
        url: `${siteUrl}/finish-sign-up?token=${encodeURIComponent(signUp.token)}${returnTo}`,
      },
    ],
    closing: `If you did not sign up for ${PRODUCT_NAME}, ignore this e-mail: no account is created without this link.`,
  });
}

/** Sent to an account's owner when someone signs up with its address (sign-up answers the same either way). */
export function signUpAttempt(siteUrl: string, owner: { firstName: string }): EmailMessage {
  return compose(siteUrl, {
    kind: 'sign_up_attempt',
    subject: `Someone tried to create a ${PRODUCT_NAME} account with your address`,
    greeting: hello(owner.firstName),
    paragraphs: [
      `Someone tried to create a new ${PRODUCT_NAME} account with this e-mail address, which already has an account. No new account was created.`,
      'If it was you, sign in to your account, or choose a new password if you forgot it.',
    ],
    links: [
      { label: 'Sign in', url: `${siteUrl}/sign-in` },
      { label: 'Choose a new password', url: `${siteUrl}/forgot-password` },
    ],
    closing: 'If it was not you, you need not do anything: your account and password are unchanged.',
  });
}

export function ticketReply(siteUrl: string, reply: { firstName: string; ticketId: number; body: string }): EmailMessage {
  return compose(siteUrl, {
    kind: 'ticket_reply',
    subject: `A reply to your support request #${reply.ticketId}`,
    greeting: hello(reply.firstName),
    paragraphs: ['A member of our team answered your support request:', reply.body],
    links: [{ label: 'Read it on the support page', url: `${siteUrl}/support` }],
  });
}

const day = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A subscription started, renewed, failed to renew, was cancelled or ended. */
export function subscriptionChanged(
  siteUrl: string,
  change: {
    event: 'started' | 'renewed' | 'payment_failed' | 'canceled' | 'ended';
    firstName: string;
    title: string;
    price: string;
    interval: 'month' | 'year';
    trialEndsAt: Date | null;
    periodEnd: Date;
    nextAttemptAt: Date | null;
  },
): EmailMessage {
  const terms = `$${change.price} / ${change.interval}`;
  const trialing = change.trialEndsAt !== null && change.trialEndsAt.getTime() === change.periodEnd.getTime();
  const wording = {
    started: {
      subject: `Your subscription to “${change.title}” has started`,
      paragraph: trialing
        ? `Your free trial of “${change.title}” has started and you have access now. Nothing was charged today; your card will be charged ${terms} on ${day(change.periodEnd)} unless you cancel before then.`
        : `Your subscription to “${change.title}” (${terms}) has started and you have access now. It renews on ${day(change.periodEnd)}.`,
    },
    renewed: {
      subject: `Your subscription to “${change.title}” renewed`,
      paragraph: `We charged ${terms} for “${change.title}”. Your access continues; the next renewal is on ${day(change.periodEnd)}.`,
    },
    payment_failed: {
      subject: `We could not renew your subscription to “${change.title}”`,
      paragraph: `Your card was declined when we tried to charge ${terms} for “${change.title}”. You keep access while we try again${change.nextAttemptAt ? ` on ${day(change.nextAttemptAt)}` : ''}; if the last try fails, the subscription ends.`,
    },
    canceled: {
      subject: `Your subscription to “${change.title}” is cancelled`,
      paragraph: `Your subscription to “${change.title}” is cancelled and nothing more will be charged. You keep access until ${day(change.periodEnd)}.`,
    },
    ended: {
      subject: `Your subscription to “${change.title}” has ended`,
      paragraph: `Your subscription to “${change.title}” has ended and its downloads are closed. You can subscribe again from the product page.`,
    },
  }[change.event];
  return compose(siteUrl, {
    kind: 'subscription_changed',
    subject: wording.subject,
    greeting: hello(change.firstName),
    paragraphs: [wording.paragraph],
    links: [{ label: 'Your purchases and subscriptions', url: `${siteUrl}/purchases` }],
  });
}
