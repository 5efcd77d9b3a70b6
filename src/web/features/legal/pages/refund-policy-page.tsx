import { paths } from '../../../config/paths';
import { LegalPage, type LegalDocument } from '../components/legal-page';
import { CONTACT_HOURS, LAST_UPDATED, SUPPORT_EMAIL, mailto } from '../content/policy-facts';

const refundPolicy: LegalDocument = {
  title: 'Refund Policy',
  lastUpdated: LAST_UPDATED,
  summary:
    'Every purchase on Soul Market is covered by a 30-day guarantee. This page explains what each creator may add to it, the minimum every buyer gets, how to ask for a refund and how long the money takes to reach you.',
  sections: [
    {
      id: 'creator-policies',
      title: 'Creator refund policies',
      paragraphs: [
        'Each creator sets their own refund policy, and it is shown on their product page before you buy. A creator may offer more than our platform minimums, for example a longer window, but never less: the minimums below apply to every purchase, whatever the product page says.',
      ],
    },
    {
      id: 'platform-minimums',
      title: 'Platform minimums',
      bullets: [
        'The 30-day guarantee: you can ask for a refund within 30 days of buying.',
        'Within 14 days of buying, if you have never downloaded the product, your refund is approved automatically.',
        'Any other request made within 30 days is reviewed by a person. The creator is asked for their view and has 48 hours to respond; after that we decide, with or without their answer.',
        'After 30 days we refuse refund requests, except where the law requires a refund, for example when the product is faulty or not as described.',
      ],
    },
    {
      id: 'how-to-request',
      title: 'How to request a refund',
      bullets: [
        'Sign in and open the Support centre.',
        'Choose the issue type Refund.',
        'Give the product ID. It is the number at the end of the product page address (for example 42 in /product/42).',
        'Tell us briefly why you want a refund. If the product is faulty, say what is wrong; it helps the person reviewing your request.',
      ],
      links: [{ label: 'Go to the Support centre', href: paths.support }],
    },
    {
      id: 'processing-times',
      title: 'Processing times',
      paragraphs: [
        'Once a refund is approved, we send the full price back to the way you paid, in US dollars. How long it takes to appear depends on your payment method:',
      ],
      bullets: ['Cards: 3-5 business days.', 'PayPal: 1-2 business days.', 'Bank transfer: 5-10 business days.'],
    },
    {
      id: 'what-a-refund-does',
      title: 'What a refund does',
      paragraphs: [
        "When a refund is approved, your access to the download ends and the product leaves My Purchases. Please delete any copies you downloaded. The creator's earnings from that sale are taken back.",
        'We may refuse repeated requests that look like misuse, such as buying, downloading and refunding product after product, except where the law gives you a right to a refund.',
      ],
    },
    {
      id: 'statutory-rights',
      title: 'Your statutory rights',
      paragraphs: [
        'This policy adds to your legal rights; it does not replace them. Under the Consumer Rights Act 2015, digital content must be of satisfactory quality, fit for purpose and as described. If it is not, you are entitled to a repair or replacement, and where that is not possible or does not fix the problem, to some or all of your money back. These rights stay with you after the 30 days.',
        'Under the Consumer Contracts Regulations 2013 you can cancel a digital purchase within 14 days until you start downloading it. Our automatic refund for products never downloaded within 14 days covers this right.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      paragraphs: [`If you cannot use the Support centre, write to ${SUPPORT_EMAIL} with your product ID. ${CONTACT_HOURS}`],
      links: [mailto(SUPPORT_EMAIL)],
    },
  ],
};

export default function RefundPolicyPage() {
  return <LegalPage content={refundPolicy} />;
}
