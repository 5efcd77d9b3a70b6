import type { SupportCategory, SupportIssueType, SupportPriority } from '../../../../contract/support.js';
import { scoreLexicon, wordWeigher, type Lexicon } from './lexicon.js';
import { fill, hashOf, normalise, pick, pickSome, salientPhrase } from './text.js';

export interface SupportAssistantInput {
  type: SupportIssueType;
  priority: SupportPriority;
  message: string;
  productId?: number | undefined;
}

export interface SupportAssistantAnswer {
  response: string;
  suggestedActions: string[];
  escalateToHuman: boolean;
  category: SupportCategory;
}

export const supportLexicon: Lexicon<SupportCategory> = {
  charge_dispute: [
    ['chargeback*', 4],
    ['charged twice', 4],
    ['double charged', 4],
    ['dispute*', 3],
    ["don't recognise", 3],
    ['reverse the payment', 4],
    ['unauthori*', 4],
  ],
  data_request: [
    ['gdpr', 4],
    ['my data', 4],
    ['subject access', 4],
    ['erase', 3],
    ['personal data', 4],
  ],
  // Filled by the risk reader, never by words alone (see the support task's safety gate).
  crisis: [],
  billing: [
    ['charge*', 3],
    ['charged', 3],
    ['payment*', 3],
    ['pay', 2],
    ['paid', 2],
    ['card', 2],
    ['invoice', 3],
    ['receipt', 3],
    ['billing', 3],
    ['bill', 2],
    ['price', 1],
    ['vat', 3],
    ['tax', 2],
    ['currency', 2],
    ['declined', 3],
    ['twice', 2],
    ['subscription', 2],
    ['cancel subscription', 3],
    ['payout*', 3],
  ],
  refund: [
    ['refund*', 4],
    ['money back', 4],
    ['guarantee', 3],
    ['return', 2],
    ['reimburs*', 3],
    ['cancel order', 3],
    ['not what i expected', 3],
    ['disappoint*', 2],
    ['changed my mind', 3],
    ['bought by mistake', 4],
  ],
  download_access: [
    ['download*', 4],
    ['access', 3],
    ['file', 2],
    ['files', 2],
    ['link', 2],
    ['zip', 2],
    ['pdf', 2],
    ['mp3', 2],
    ['open', 1],
    ['corrupt*', 3],
    ['purchases', 2],
    ['library', 2],
    ['cannot find', 2],
    ["can't find", 2],
    ['missing', 2],
    ['expired', 2],
  ],
  account: [
    ['account', 3],
    ['login', 3],
    ['log in', 3],
    ['sign in', 3],
    ['signin', 3],
    ['password', 4],
    ['email', 2],
    ['e-mail', 2],
    ['locked', 3],
    ['profile', 2],
    ['username', 3],
    ['delete my account', 4],
    ['verify', 2],
    ['two factor', 3],
  ],
  technical: [
    ['error', 3],
    ['player', 2],
    ['stops', 2],
    ['ipad', 2],
    ['iphone', 2],
    ['android', 2],
    ['phone', 1],
    ['laptop', 2],
    ['works fine', 3],
    ['chrome', 2],
    ['firefox', 2],
    ['safari', 2],
    ['white screen', 3],
    ['not allowed', 2],
    ['button', 2],
    ['does nothing', 3],
    ['subtitles', 2],
    ['bug', 3],
    ['broken', 3],
    ['crash*', 3],
    ['not working', 3],
    ["doesn't work", 3],
    ['slow', 2],
    ['loading', 2],
    ['page', 1],
    ['blank', 2],
    ['browser', 2],
    ['app', 1],
    ['upload*', 2],
    ['glitch', 3],
    ['freez*', 3],
    ['stuck', 2],
    ['500', 2],
    ['404', 2],
  ],
  product_quality: [
    ['quality', 3],
    ['product', 1],
    ['content', 1],
    ['poor', 2],
    ['incomplete', 3],
    ['misleading', 3],
    ['description', 2],
    ['audio', 2],
    ['sound', 2],
    ['typo*', 2],
    ['outdated', 3],
    ['creator', 2],
    ['review', 1],
    ['wrong file', 3],
    ['not as described', 4],
    ['chapter*', 2],
    ['repeated', 2],
    ['blurry', 3],
    ['crackly', 3],
    ['quiet', 1],
    ['low quality', 4],
  ],
  policy_legal: [
    ['policy', 3],
    ['policies', 3],
    ['terms', 3],
    ['copyright', 4],
    ['stolen', 3],
    ['plagiar*', 4],
    ['trademark', 4],
    ['privacy', 3],
    ['gdpr', 4],
    ['data', 1],
    ['legal', 3],
    ['lawyer', 4],
    ['dmca', 4],
    ['licen*', 3],
    ['moderation', 3],
    ['rejected', 2],
    ['removed', 2],
    ['rights', 2],
  ],
  safety: [
    ['harass*', 4],
    ['scam*', 4],
    ['fraud*', 4],
    ['unsafe', 4],
    ['danger*', 4],
    ['threat*', 4],
    ['abus*', 4],
    ['phishing', 4],
    ['impersonat*', 4],
    ['pretending to be', 4],
    ['asking for my card', 4],
    ['hacked', 4],
    ['stalking me', 4],
    ['stalked me', 4],
  ],
  general: [
    ['question', 1],
    ['hello', 1],
    ['hi', 1],
    ['help', 1],
    ['how', 1],
    ['info*', 1],
    ['feedback', 2],
    ['suggest*', 2],
    ['partnership', 2],
    ['any plans', 3],
    ['gift card*', 3],
    ['become a creator', 3],
    ['difference between', 3],
    ['creator', 1],
    ['sell', 1],
  ],
};

/** The issue type the user picked nudges the classification without overruling their words. */
const typePrior: Record<SupportIssueType, Partial<Record<SupportCategory, number>>> = {
  refund: { refund: 3 },
  technical: { technical: 3 },
  product: { product_quality: 2 },
  policy: { policy_legal: 2 },
  general: { general: 0.5 },
};

interface CategoryGuide {
  answers: readonly string[];
  actions: readonly string[];
  escalate: boolean;
}

const guides: Record<SupportCategory, CategoryGuide> = {
  charge_dispute: {
    escalate: true,
    answers: [
      'A charge you did not expect is looked at by a person on our team. We can see every payment on your account and will refund any charge that should not have been taken.',
    ],
    actions: [
      'Tell us the date and amount of each charge, and the last four digits of the card',
      'Check your purchases page for the products you were charged for',
      'Talk to us before your bank: a chargeback freezes the purchase while it is investigated',
    ],
  },
  data_request: {
    escalate: true,
    answers: [
      'You have the right to a copy of the data we hold about you and to have it erased. A person on our team handles every data request and confirms when it is done, within one month as the law requires.',
    ],
    actions: [
      'Download a copy of your data from your account page at any time',
      'Tell us whether you want a copy, a correction or erasure',
      'We reply from our team within one month',
    ],
  },
  crisis: {
    escalate: true,
    answers: [
      'Thank you for telling us. A person from our team will read your message and reply to you. If you are in immediate danger, call 999; Samaritans are free on 116 123, any time.',
    ],
    actions: ['In immediate danger, call 999', 'Call Samaritans free on 116 123, any time', 'Text SHOUT to 85258'],
  },
  billing: {
    escalate: false,
    answers: [
      'Payments are taken once, when you confirm checkout, and each product you buy appears in your purchases straight away. If a charge looks wrong, compare it with the receipt e-mail: a pending authorisation from your bank can show for a few days and then drop off on its own.',
      'Your card is charged only for the products in your cart at checkout, in US dollars, so your bank may show a slightly different figure after conversion. Every purchase has a receipt you can check against your statement.',
      'Billing questions are easiest to settle with the purchase date and the last four digits of the card. Charges appear under Soul Market, and a refunded payment returns to the same card in 3-5 business days.',
    ],
    actions: [
      'Check your purchases page for the products and dates you were charged for',
      'Compare the charge with your receipt e-mail; pending holds from your bank drop off within a few days',
      'Reply with the purchase date and the last four digits of the card if a charge still looks wrong',
      'Refunds to cards take 3-5 business days to appear',
      'Contact your bank only after talking to us: a chargeback freezes the purchase while it is investigated',
    ],
  },
  refund: {
    escalate: false,
    answers: [
      'Every purchase is covered by our 30-day satisfaction guarantee. A request within 14 days for a product you have not downloaded is approved automatically; other requests within 30 days are reviewed by a person.',
      'You can ask for a refund from this form with issue type Refund and the product ID. If you have not downloaded the product and it is within 14 days, the refund is approved straight away; otherwise a member of our team reviews it.',
      'Refunds follow fixed rules: within 14 days and never downloaded means an automatic refund; within 30 days a person decides; after 30 days the guarantee has ended, though your statutory rights remain.',
    ],
    actions: [
      'Send a refund request with issue type Refund and the product ID from your purchases page',
      'Read the refund policy at /refund-policy',
      'Tell us briefly what did not meet your expectations: it helps the creator improve',
      'Card refunds take 3-5 business days to reach your account',
    ],
  },
  download_access: {
    escalate: false,
    answers: [
      'Everything you buy stays in your purchases page, where each product has a download button. Downloads resume if they are interrupted, so a large file can be fetched again on a slow connection.',
      'If a download will not start, sign in with the account you bought with and open your purchases page. Try another browser if it stops part-way; your access does not run out.',
      'Files download exactly as the creator uploaded them: PDF, ZIP, MP3, MP4, DOCX, TXT or EPUB. If a file will not open, the right app is usually the fix (for example a PDF reader or an unzip tool).',
    ],
    actions: [
      'Open your purchases page while signed in and use the download button',
      'Check you are signed in with the e-mail address you used at checkout',
      'Try another browser or network if a download stops part-way',
      'Make sure you have an app that opens the file type (PDF reader, audio player, unzip tool)',
      'Reply with the product name and what you see if it still fails',
    ],
  },
  account: {
    escalate: false,
    answers: [
      'Account problems are usually fixed by signing out, then signing in again with the e-mail address you registered with. After several wrong passwords, sign-in pauses for a few minutes to protect your account.',
      'Your account is tied to your e-mail address. If you cannot sign in, check for typing differences in the address, wait a few minutes if you see a pause after repeated attempts, and try again.',
      'We can help with sign-in, your profile and deleting your account. For your security we never ask for your password, and we make account changes only after confirming it is you.',
    ],
    actions: [
      'Sign out and sign in again with the e-mail address you registered with',
      'Wait a few minutes after several failed attempts before trying again',
      'Check that your browser allows cookies for this site',
      'Never share your password with anyone, including our team',
      'Reply from your account e-mail if you want your account deleted',
    ],
  },
  technical: {
    escalate: false,
    answers: [
      'Sorry about the trouble. Most display problems clear after a refresh, or in a private window with browser extensions turned off. If it keeps happening, the exact message and the page you were on help us find the cause quickly.',
      'Thanks for reporting this. Technical issues are easiest to fix with three details: what you clicked, what you expected, and what happened instead (an error message or a screenshot helps).',
      'It sounds like something did not work as it should. A hard refresh often fixes a page loaded from an older version; if not, tell us your browser and device and we will look into it.',
    ],
    actions: [
      'Refresh the page, or open it in a private window with extensions turned off',
      'Note the exact error message and the page address',
      'Tell us your browser and device',
      'Try again in a few minutes in case it was a passing network problem',
      'Uploads must be under 100MB and one of pdf, zip, mp3, mp4, docx, txt, epub',
    ],
  },
  product_quality: {
    escalate: false,
    answers: [
      'Thank you for telling us. Creators care about how their products land, and specific feedback helps them improve. If the product does not match its description, you are covered by our 30-day satisfaction guarantee.',
      'We are sorry the product did not meet your expectations. Tell us what was missing or different from the description; if it was misdescribed, we can review a refund under the 30-day guarantee.',
      'Feedback on quality goes to the creator, and serious mismatches with the description are checked by our team. You can also leave a review to help other buyers.',
    ],
    actions: [
      'Tell us what differs from the product description',
      'Leave an honest review on the product page',
      'Ask for a refund with issue type Refund and the product ID if it was misdescribed',
      'Creators usually respond within 48 hours',
    ],
  },
  policy_legal: {
    escalate: false,
    answers: [
      'Our Terms of Service, Privacy Policy, AI Policy and Refund Policy explain how the marketplace works. For questions they do not answer, our policy team replies within 24 hours, Mon-Fri 9-5 GMT.',
      'Policy questions, including copyright and moderation decisions, are looked at by a person. Please include links or product IDs so we can check the details.',
      'You have rights over your data, including seeing and deleting it. Tell us what you would like us to do and we will confirm once it is done.',
    ],
    actions: [
      'Read the Terms of Service at /terms-of-service',
      'Read the Privacy Policy at /privacy-policy',
      'Include links or product IDs for copyright or moderation questions',
      'Policy questions are answered within 24 hours, Mon-Fri 9-5 GMT',
    ],
  },
  safety: {
    escalate: true,
    answers: [
      'Thank you for telling us. Reports about safety, scams or harassment are handled by a person on our team, and we may act on an account while we look into it.',
      'We take this seriously. A member of our team will review your report personally. Please do not share passwords or card details with anyone who contacts you.',
    ],
    actions: [
      'Do not share passwords or card details with anyone who contacts you',
      'Keep screenshots or messages as evidence',
      'If someone is in immediate danger, call 999',
      'Report the account or product involved with its link or ID',
    ],
  },
  general: {
    escalate: false,
    answers: [
      'Thanks for reaching out. Our help pages and FAQ cover buying, downloading, refunds and selling; if your question is not answered there, reply with a little more detail and we will help.',
      'Happy to help. Soul Market lets creators sell one signature digital product each, and buyers download instantly with lifetime access and a 30-day guarantee.',
      'Thank you for your message. Tell us what you were trying to do and what happened, and we can point you to the right place.',
    ],
    actions: [
      'Browse the FAQ on this page',
      'Creators: read the selling principles and creator guide on your dashboard',
      'Reply with more detail so we can help precisely',
      'Read the Trust and Security page at /trust-security',
    ],
  },
};

const acknowledgements = [
  'Thanks for getting in touch about “{quote}”.',
  'I understand: “{quote}”.',
  'Thank you for explaining. You wrote “{quote}”, and here is how we can help.',
];

const weigh = wordWeigher(supportLexicon);

// What the writer says they do not want is not what the request is about.
const NOT_WANTED =
  /\b(?:not|no|don't want|do not want|not looking for|not asking for|without)\s+(?:a\s+|an\s+|my\s+|any\s+)?(?:refund|money back|chargeback)\b/gi;

/**
 * Category of a support message: the user's words weighted (leaving out what they said it is not:
 * "fixed, not a refund"), nudged by the issue type they chose.
 */
export function classifySupport(input: Pick<SupportAssistantInput, 'type' | 'message'>): SupportCategory {
  const affirmed = input.message.replace(NOT_WANTED, ' ');
  return scoreLexicon(affirmed, supportLexicon, typePrior[input.type])[0]?.key ?? 'general';
}

/** The built-in support assistant: classifies, reflects the user's words and picks relevant steps. */
export function builtinSupportAnswer(input: SupportAssistantInput): SupportAssistantAnswer {
  const seed = hashOf(`${input.type}|${input.priority}|${normalise(input.message)}`);
  const category = classifySupport(input);
  const guide = guides[category];
  const parts = [
    fill(pick(acknowledgements, seed, 'ack'), { quote: salientPhrase(input.message, weigh) }),
    pick(guide.answers, seed, 'answer'),
  ];
  if (input.productId !== undefined && category !== 'refund') parts.push(`We have noted product ID ${input.productId}.`);
  if (input.priority === 'high') parts.push('We have marked this as high priority.');
  return {
    response: parts.join(' '),
    suggestedActions: pickSome(guide.actions, 3, seed, 'actions'),
    escalateToHuman: guide.escalate,
    category,
  };
}
