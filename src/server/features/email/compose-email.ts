import type { ConfirmableChange } from '../../../contract/auth.js';
import { IMMEDIATE_ACCESS_CONSENT } from '../../../contract/checkout.js';
import { pages } from '../../../contract/pages.js';
import type { emailKinds } from '../../db/schema/email.js';
import { formatDay, formatMoment } from '../../lib/dates.js';
import { formatUsd } from '../../lib/format-usd.js';

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
    // `discount`: the code applied to the line and the amount it saved (price is what was paid).
    items: { productId: number; title: string; price: string; discount: { code: string; saved: string } | null }[];
    // A gift checkout (docs/decisions/058): nothing to download; the recipient is e-mailed a claim link.
    gift?: { recipientEmail: string; deliverOn: string | null };
    // When the buyer ticked the checkout's immediate-access box (null for a checkout from before it existed).
    immediateAccessConsentAt: Date | null;
  },
): EmailMessage {
  const consent = order.immediateAccessConsentAt
    ? [`At checkout on ${formatMoment(order.immediateAccessConsentAt)} you confirmed: “${IMMEDIATE_ACCESS_CONSENT}”`]
    : [];
  return compose(siteUrl, {
    kind: 'purchase_receipt',
    subject: `Your ${PRODUCT_NAME} receipt: ${formatUsd(order.totalPrice)}`,
    greeting: hello(order.firstName),
    paragraphs: [
      'Thank you for your purchase. This is your receipt.',
      [
        ...order.items.map(
          (item) =>
            `${item.title}: ${formatUsd(item.price)}${item.discount ? ` (code ${item.discount.code}: you saved ${formatUsd(item.discount.saved)})` : ''}`,
        ),
        `Total paid: ${formatUsd(order.totalPrice)} (USD)`,
      ].join('\n'),
      `Payment reference: ${order.paymentId}. You may ask for a refund within 30 days from the support page.`,
      ...consent,
      order.gift
        ? `This is a gift for ${order.gift.recipientEmail}: we e-mail them a link to claim it ${order.gift.deliverOn ? `on ${order.gift.deliverOn}` : 'now'}. It is not added to your library; you can see on your Orders page whether it was claimed.`
        : 'Your downloads (sign in with this e-mail address to download):',
    ],
    links: [
      ...(order.gift
        ? []
        : order.items.map((item) => ({ label: `Download ${item.title}`, url: `${siteUrl}/api/download/${item.productId}` }))),
      { label: 'Your invoice', url: `${siteUrl}${pages.invoice.href({ paymentIntentId: order.paymentId })}` },
      { label: 'All your purchases', url: `${siteUrl}${pages.purchases.path}` },
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
        ? `Your refund of ${formatUsd(refund.price)} for “${refund.title}” is approved. The money goes back to your original payment method; card refunds take 3-5 business days to appear. Your access to the product has ended.`
        : `We looked at your refund request for “${refund.title}” and could not approve it.`,
      ...(refund.note ? [`Our note: ${refund.note}`] : []),
    ],
    links: [{ label: 'Your support requests', url: `${siteUrl}${pages.support.path}` }],
  });
}

export function payoutSent(siteUrl: string, payout: { firstName: string; amount: string; reference: string }): EmailMessage {
  return compose(siteUrl, {
    kind: 'payout_sent',
    subject: `Your payout of ${formatUsd(payout.amount)} is on its way`,
    greeting: hello(payout.firstName),
    paragraphs: [
      `We sent your payout of ${formatUsd(payout.amount)} (USD) to your connected payout account. Transfer reference: ${payout.reference}.`,
    ],
    links: [{ label: 'Your earnings and payouts', url: `${siteUrl}${pages.earnings.path}` }],
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
    links: [{ label: 'Choose a new password', url: `${siteUrl}${pages.resetPassword.href({ token: reset.token })}` }],
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
    links: [{ label: 'Confirm my e-mail address', url: `${siteUrl}${pages.verifyEmail.href({ token: verify.token })}` }],
    closing: `If you did not create a ${PRODUCT_NAME} account, ignore this e-mail.`,
  });
}

/** The link that finishes a sign-up: the account is created when it is opened (docs/decisions/033). */
export function signUpLink(
  siteUrl: string,
  signUp: { firstName: string; token: string; validHours: number; returnTo: string },
): EmailMessage {
  // Home is where a finished sign-up lands anyway: the link leaves it out.
  const returnTo = signUp.returnTo === pages.home.path ? undefined : signUp.returnTo;
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
        url: `${siteUrl}${pages.finishSignUp.href({ token: signUp.token, returnTo })}`,
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
      { label: 'Sign in', url: `${siteUrl}${pages.signIn.path}` },
      { label: 'Choose a new password', url: `${siteUrl}${pages.forgotPassword.path}` },
    ],
    closing: 'If it was not you, you need not do anything: your account and password are unchanged.',
  });
}

/** What an owner does about a security change they did not make: a new password signs out every device. */
function notYouLinks(siteUrl: string): Link[] {
  return [
    { label: 'Choose a new password (signs you out everywhere)', url: `${siteUrl}${pages.forgotPassword.path}` },
    { label: 'Write to our support team', url: `${siteUrl}${pages.support.path}` },
  ];
}

/** Sent when two-factor verification is turned on (docs/decisions/041), so a stolen session's enrolment is seen. */
export function twoFactorEnrolled(siteUrl: string, owner: { firstName: string; at: Date }): EmailMessage {
  return compose(siteUrl, {
    kind: 'two_factor_enrolled',
    subject: `Two-factor verification was turned on for your ${PRODUCT_NAME} account`,
    greeting: hello(owner.firstName),
    paragraphs: [
      `Two-factor verification was turned on for your account on ${formatMoment(owner.at)}, with an authenticator app. From now on, changing your payout account asks for a code from that app.`,
      "If this wasn't you, someone else is signed in to your account and their app now guards your payout details. Choose a new password now: it signs your account out on every device. Then write to our support team, who will remove that app once they have checked it is you.",
    ],
    links: notYouLinks(siteUrl),
    closing: 'If it was you, you need not do anything.',
  });
}

/** Sent when the payout account is connected or changed: payouts wait until `heldUntil` (docs/decisions/041). */
export function payoutAccountChanged(siteUrl: string, owner: { firstName: string; at: Date; heldUntil: Date }): EmailMessage {
  return compose(siteUrl, {
    kind: 'payout_account_changed',
    subject: `Your ${PRODUCT_NAME} payout account was changed`,
    greeting: hello(owner.firstName),
    paragraphs: [
      `On ${formatMoment(owner.at)}, someone signed in to your account connected or changed the account your payouts are sent to, confirmed with your password (or an e-mailed link) and a two-factor code.`,
      `To keep your earnings safe, no payout is requested or sent before ${formatMoment(owner.heldUntil)}.`,
      `If this wasn't you, choose a new password now (it signs your account out on every device), then write to our support team before ${formatDay(owner.heldUntil)}, so that your own payout account is back before any money is sent.`,
    ],
    links: [{ label: 'Your earnings and payout account', url: `${siteUrl}${pages.earnings.path}` }, ...notYouLinks(siteUrl)],
    closing: 'If it was you, you need not do anything: payouts can be requested again after that moment.',
  });
}

const CHANGE_WORDS: Record<ConfirmableChange, { doing: string; href: (confirm: string) => string }> = {
  two_factor_enrolment: {
    doing: 'set up two-factor verification',
    href: (confirm) => pages.dashboard.href({ tab: 'settings', confirm }),
  },
  payout_account_change: { doing: 'connect or change your payout account', href: (confirm) => pages.earnings.href({ confirm }) },
};

/**
 * The link that confirms a change for an account without a password (single sign-on), in place of it:
 * it opens the page of the change with the token, in the browser where the owner is signed in.
 */
export function changeConfirmationLink(
  siteUrl: string,
  link: { firstName: string; change: ConfirmableChange; token: string; validMinutes: number },
): EmailMessage {
  const words = CHANGE_WORDS[link.change];
  return compose(siteUrl, {
    kind: 'change_confirmation',
    subject: `Confirm: ${words.doing} on ${PRODUCT_NAME}`,
    greeting: hello(link.firstName),
    paragraphs: [
      `Someone signed in to your account asked to ${words.doing}. Your account signs in through single sign-on and has no password, so this link confirms it instead. Open it in the browser where you are signed in; it works once, for ${link.validMinutes} minutes.`,
    ],
    links: [{ label: `Yes, ${words.doing}`, url: `${siteUrl}${words.href(link.token)}` }],
    closing: `If this wasn't you, do not open the link: nothing changes without it. Someone may be signed in to your account: choose a password at ${siteUrl}${pages.forgotPassword.path}, which signs your account out on every device.`,
  });
}

/** Sent once when wrong passwords for the account start to be slowed down (docs/decisions/041). */
export function signInSlowed(
  siteUrl: string,
  owner: { firstName: string; failures: number; maxWaitMinutes: number },
): EmailMessage {
  return compose(siteUrl, {
    kind: 'sign_in_slowed',
    subject: `Wrong passwords were tried on your ${PRODUCT_NAME} account`,
    greeting: hello(owner.firstName),
    paragraphs: [
      `Someone entered a wrong password for your account ${owner.failures} times in a row. To stop anyone guessing it, each further try now has to wait, longer after each wrong one (up to ${owner.maxWaitMinutes} minutes).`,
      'Your account is not locked: with the right password you can sign in once the wait is over, and choosing a new password ends the wait at once.',
      "If this wasn't you, your account stays safe as long as your password is hard to guess and not used anywhere else. If it is used elsewhere, choose a new one now.",
    ],
    links: [
      { label: 'Choose a new password', url: `${siteUrl}${pages.forgotPassword.path}` },
      { label: 'Sign in', url: `${siteUrl}${pages.signIn.path}` },
    ],
  });
}

export function ticketReply(siteUrl: string, reply: { firstName: string; ticketId: number; body: string }): EmailMessage {
  return compose(siteUrl, {
    kind: 'ticket_reply',
    subject: `A reply to your support request #${reply.ticketId}`,
    greeting: hello(reply.firstName),
    paragraphs: ['A member of our team answered your support request:', reply.body],
    links: [{ label: 'Read it on the support page', url: `${siteUrl}${pages.support.path}` }],
  });
}

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
  const terms = `${formatUsd(change.price)} / ${change.interval}`;
  const trialing = change.trialEndsAt !== null && change.trialEndsAt.getTime() === change.periodEnd.getTime();
  const wording = {
    started: {
      subject: `Your subscription to “${change.title}” has started`,
      paragraph: trialing
        ? `Your free trial of “${change.title}” has started and you have access now. Nothing was charged today; your card will be charged ${terms} on ${formatDay(change.periodEnd)} unless you cancel before then.`
        : `Your subscription to “${change.title}” (${terms}) has started and you have access now. It renews on ${formatDay(change.periodEnd)}.`,
    },
    renewed: {
      subject: `Your subscription to “${change.title}” renewed`,
      paragraph: `We charged ${terms} for “${change.title}”. Your access continues; the next renewal is on ${formatDay(change.periodEnd)}.`,
    },
    payment_failed: {
      subject: `We could not renew your subscription to “${change.title}”`,
      paragraph: `Your card was declined when we tried to charge ${terms} for “${change.title}”. You keep access while we try again${change.nextAttemptAt ? ` on ${formatDay(change.nextAttemptAt)}` : ''}; if the last try fails, the subscription ends.`,
    },
    canceled: {
      subject: `Your subscription to “${change.title}” is cancelled`,
      paragraph: `Your subscription to “${change.title}” is cancelled and nothing more will be charged. You keep access until ${formatDay(change.periodEnd)}.`,
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
    links: [{ label: 'Your purchases and subscriptions', url: `${siteUrl}${pages.purchases.path}` }],
  });
}

/**
 * The legal reminder before a free trial becomes paid or a yearly subscription renews
 * (docs/decisions/059): the price, the date and a one-click cancel link. It cannot be turned off.
 */
export function subscriptionReminder(
  siteUrl: string,
  reminder: {
    firstName: string;
    title: string;
    price: string;
    interval: 'month' | 'year';
    trialEnding: boolean;
    chargeOn: Date;
    cancelToken: string;
  },
): EmailMessage {
  const terms = `${formatUsd(reminder.price)} / ${reminder.interval}`;
  const day = formatDay(reminder.chargeOn);
  return compose(siteUrl, {
    kind: 'subscription_reminder',
    subject: reminder.trialEnding
      ? `Your free trial of “${reminder.title}” ends on ${day}`
      : `Your subscription to “${reminder.title}” renews on ${day}`,
    greeting: hello(reminder.firstName),
    paragraphs: [
      reminder.trialEnding
        ? `Your free trial of “${reminder.title}” ends on ${day}. Unless you cancel before then, your card will be charged ${terms} on ${day}, and then every ${reminder.interval}.`
        : `Your subscription to “${reminder.title}” renews on ${day}. Unless you cancel before then, your card will be charged ${terms} on ${day}.`,
      'To cancel, open the link below: no password is needed. Nothing more is charged and you keep access until that day.',
    ],
    links: [
      { label: 'Cancel this subscription', url: `${siteUrl}${pages.cancelSubscription.href({ token: reminder.cancelToken })}` },
      { label: 'Your purchases and subscriptions', url: `${siteUrl}${pages.purchases.path}` },
    ],
    closing: 'We send this reminder before every free trial ends and before every yearly renewal.',
  });
}

// Creator e-mails (docs/decisions/048): what happened to their shop, with the figures, and where to see it.

const earningsLink = (siteUrl: string): Link => ({ label: 'Your earnings and sales', url: `${siteUrl}${pages.earnings.path}` });
const productsLink = (siteUrl: string): Link => ({
  label: 'Your products on the dashboard',
  url: `${siteUrl}${pages.dashboard.href({ tab: 'products' })}`,
});
const settingsClosing = (siteUrl: string) =>
  `You can turn off each kind of these e-mails in your account settings: ${siteUrl}${pages.account.path}`;

/** A one-off sale of the creator's product. No buyer is named: products do not show who bought them. */
export function creatorSale(
  siteUrl: string,
  sale: { firstName: string; title: string; price: string; earned: string },
): EmailMessage {
  return compose(siteUrl, {
    kind: 'creator_sale',
    subject: `New sale: “${sale.title}” (${formatUsd(sale.earned)} earned)`,
    greeting: hello(sale.firstName),
    paragraphs: [
      `Someone bought “${sale.title}” for ${formatUsd(sale.price)}. After fees you earned ${formatUsd(sale.earned)} (USD), which becomes available for payout once the refund window has passed.`,
    ],
    links: [earningsLink(siteUrl)],
    closing: settingsClosing(siteUrl),
  });
}

/** Someone subscribed to the creator's product: paid now, or on a free trial that charges later. */
export function creatorSubscriber(
  siteUrl: string,
  subscriber: {
    firstName: string;
    title: string;
    price: string;
    interval: 'month' | 'year';
    // What the first period earned; null while it is a free trial.
    earned: string | null;
    trialEndsAt: Date | null;
  },
): EmailMessage {
  const terms = `${formatUsd(subscriber.price)} / ${subscriber.interval}`;
  return compose(siteUrl, {
    kind: 'creator_subscriber',
    subject: `New subscriber to “${subscriber.title}”`,
    greeting: hello(subscriber.firstName),
    paragraphs: [
      subscriber.earned === null
        ? `Someone started a free trial of “${subscriber.title}” (${terms}). Nothing was charged yet; the first payment is taken on ${formatDay(subscriber.trialEndsAt!)} unless they cancel before then.`
        : `Someone subscribed to “${subscriber.title}” (${terms}). After fees you earned ${formatUsd(subscriber.earned)} (USD) for the first ${subscriber.interval}.`,
    ],
    links: [earningsLink(siteUrl)],
    closing: settingsClosing(siteUrl),
  });
}

/** A sale of the creator's product was refunded: its earnings are taken back. */
export function creatorRefund(
  siteUrl: string,
  refund: { firstName: string; title: string; price: string; earningsReversed: string },
): EmailMessage {
  return compose(siteUrl, {
    kind: 'creator_refund',
    subject: `A sale of “${refund.title}” was refunded`,
    greeting: hello(refund.firstName),
    paragraphs: [
      `A purchase of “${refund.title}” for ${formatUsd(refund.price)} was refunded to the buyer. The ${formatUsd(refund.earningsReversed)} (USD) you earned from it is taken back from your earnings.`,
    ],
    links: [earningsLink(siteUrl)],
    closing: settingsClosing(siteUrl),
  });
}

/** A listing was approved (published), held for review, or not approved, with the moderator's advice. */
export function listingDecision(
  siteUrl: string,
  decision: { firstName: string; title: string; outcome: 'approved' | 'held' | 'rejected'; advice: string | null },
): EmailMessage {
  const wording = {
    approved: {
      subject: `“${decision.title}” is approved and on sale`,
      paragraph: `Your listing “${decision.title}” was approved and is now published in the store.`,
    },
    held: {
      subject: `“${decision.title}” is held for review`,
      paragraph: `Your listing “${decision.title}” is held for review by our moderators before it goes on sale. We e-mail you again when they decide.`,
    },
    rejected: {
      subject: `“${decision.title}” was not approved`,
      paragraph: `Our moderators looked at your listing “${decision.title}” and did not approve it. It stays off sale.`,
    },
  }[decision.outcome];
  return compose(siteUrl, {
    kind: 'listing_decision',
    subject: wording.subject,
    greeting: hello(decision.firstName),
    paragraphs: [wording.paragraph, ...(decision.advice ? [`The moderator's advice:\n${decision.advice}`] : [])],
    links: [productsLink(siteUrl)],
    closing: settingsClosing(siteUrl),
  });
}

/** A payout was lowered, or cancelled, before sending because refunds lowered the creator's earnings. */
export function payoutCut(
  siteUrl: string,
  cut: { firstName: string; requested: string; amount: string | null; payable: string; minimum: string },
): EmailMessage {
  return compose(siteUrl, {
    kind: 'payout_cut',
    subject:
      cut.amount === null
        ? `Your payout of ${formatUsd(cut.requested)} is cancelled`
        : `Your payout is reduced to ${formatUsd(cut.amount)}`,
    greeting: hello(cut.firstName),
    paragraphs: [
      cut.amount === null
        ? `Refunds since you asked for your payout of ${formatUsd(cut.requested)} left ${formatUsd(cut.payable)} payable, under the ${formatUsd(cut.minimum)} minimum, so it was cancelled and nothing was sent. The money stays in your balance.`
        : `Refunds since you asked for your payout of ${formatUsd(cut.requested)} lowered your earnings, so ${formatUsd(cut.amount)} (USD) is being sent instead.`,
    ],
    links: [earningsLink(siteUrl)],
    closing: settingsClosing(siteUrl),
  });
}

/**
 * A buyer reviewed the creator's product. Neither the reviewer's name nor the text is copied into the
 * e-mail: a reviewer who deletes their account erases both, which a sent e-mail could not follow.
 */
export function creatorReview(
  siteUrl: string,
  review: { firstName: string; title: string; productId: number; rating: number; withText: boolean },
): EmailMessage {
  return compose(siteUrl, {
    kind: 'creator_review',
    subject: `New ${review.rating}-star review of “${review.title}”`,
    greeting: hello(review.firstName),
    paragraphs: [
      `A buyer rated “${review.title}” ${review.rating} out of 5${review.withText ? ' and wrote a review' : ''}. You can read it and reply on the product page.`,
    ],
    links: [
      { label: 'Read and reply on the product page', url: `${siteUrl}${pages.product.href({ id: review.productId })}` },
      productsLink(siteUrl),
    ],
    closing: settingsClosing(siteUrl),
  });
}

/**
 * The creator replaced the file of a product the reader owns (docs/decisions/056). One message for every
 * owner, so it names no one: it is written for all of them in one statement.
 */
export function productUpdated(
  siteUrl: string,
  update: { title: string; creatorName: string; whatsNew: string | null },
): EmailMessage {
  return compose(siteUrl, {
    kind: 'product_updated',
    subject: `“${update.title}” has a new version`,
    greeting: 'Hello,',
    paragraphs: [
      `${update.creatorName} has updated “${update.title}”, which you own. The new version is ready in your purchases: download it or play it there.`,
      ...(update.whatsNew ? [`What's new:\n${update.whatsNew}`] : []),
    ],
    links: [{ label: 'Your purchases', url: `${siteUrl}${pages.purchases.path}` }],
    closing: `You get this because you own the product. You can turn off e-mails about new versions in your account settings: ${siteUrl}${pages.account.path}#emails`,
  });
}

export function giftReceived(
  siteUrl: string,
  gift: { giverFirstName: string; title: string; message: string; token: string },
): EmailMessage {
  return compose(siteUrl, {
    kind: 'gift_received',
    subject: `${gift.giverFirstName} sent you a gift: “${gift.title}”`,
    greeting: 'Hello,',
    paragraphs: [
      `${gift.giverFirstName} bought you “${gift.title}” on ${PRODUCT_NAME}. Open the link below to claim it: it joins your library, and you can sign in or create a free account on the way.`,
      ...(gift.message ? [`Their message: ${gift.message}`] : []),
    ],
    links: [{ label: 'Claim your gift', url: `${siteUrl}${pages.claimGift.href({ token: gift.token })}` }],
    closing: 'The link works once: whoever claims it first gets the gift, so keep it to yourself.',
  });
}
