import { paths } from '../../../config/paths';
import { LegalPage, type LegalDocument } from '../components/legal-page';
import { CONTACT_HOURS, LAST_UPDATED, LOCATION, PRIVACY_EMAIL, mailto } from '../content/policy-facts';

const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: LAST_UPDATED,
  summary:
    'This policy explains what personal data Soul Market collects, why, who else sees it, how long we keep it and the rights you have over it under the UK GDPR and the Data Protection Act 2018.',
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      paragraphs: [
        `Soul Market, based in ${LOCATION}, is the controller of the personal data described here. You can reach us about anything in this policy at ${PRIVACY_EMAIL}.`,
      ],
    },
    {
      id: 'data-we-collect',
      title: 'Data we collect',
      bullets: [
        'Account details: your first and last name, e-mail address and, if you add one, a profile picture. If you sign in with a password we store only a one-way hash of it, never the password itself. If you use single sign-on, we store the identifier your provider gives us.',
        'Purchases: which products you bought, when, the price and the fees. Your card details go to our payment processor and never reach us.',
        'Selling: your product listing and files, your sales, earnings, payout requests and payout details.',
        'Journal entries: what you write in the Silver Linings Journal, the AI guidance you receive, and an e-mail address if you choose to give one with an entry.',
        'Support requests: the issue type, priority, your message, any product ID you give, and the reply you received.',
        'Technical data: a session record while you are signed in, and your IP address and requests in our server logs, which we use to keep the service secure and to limit repeated sign-in attempts.',
      ],
    },
    {
      id: 'how-we-use-it',
      title: 'How we use your data and why we may',
      paragraphs: [
        'We use your data only for the purposes below, each with a lawful basis. We do not sell your personal data, and we do not use advertising or tracking cookies.',
      ],
      bullets: [
        'To run your account, sell and deliver products, and pay creators: this is needed to perform our contract with you.',
        'To keep Soul Market secure, prevent fraud and fix problems: this is in our legitimate interests, and we keep it to what is necessary.',
        'To keep sales and tax records: this is a legal obligation.',
        'Journal entries can reveal your beliefs or health, which is special category data. We process them only to give you the reflection you asked for, on the basis of your explicit consent when you submit an entry. You can withdraw consent at any time by asking us to delete your entries.',
      ],
    },
    {
      id: 'ai-processing',
      title: 'AI processing',
      paragraphs: [
        'Our reflection journal, support assistant and marketing assistant generate replies with AI. By default they run on a built-in engine on our own servers, so your text does not leave our systems.',
        'When we configure an external AI provider (an OpenAI-compatible service), the text you submit to the journal, the support assistant or the marketing assistant is sent to that provider to produce the reply. The provider acts as our processor under a written contract and may use the text only to produce that reply. We do not use your entries or messages to train AI models.',
        'Uploaded products are checked by automated moderation, and anything it holds back is reviewed by a person. No decision with legal or similarly significant effects on you is made by AI alone: refunds are only ever approved automatically, never refused automatically. The AI Policy has the details.',
      ],
      links: [{ label: 'Read the AI Policy', href: paths.aiPolicy }],
    },
    {
      id: 'third-parties',
      title: 'Who we share data with',
      bullets: [
        'Our payment processor, which takes card payments, handles refunds and sends payouts to creators. It receives your payment details directly from you.',
        'Our hosting provider, which runs our servers, database and file storage on our behalf.',
        'An external AI provider, only when one is configured, as described above.',
        'Your single sign-on provider, if you choose to sign in that way.',
        'Creators see the sales of their own product (date, amount and fees), but not your card details or e-mail address.',
        'The police, courts, HMRC or other authorities, only where the law requires it.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and browser storage',
      paragraphs: [
        'We set one cookie: a session cookie that keeps you signed in. It is strictly necessary, so the law does not require your consent for it. It cannot be read by scripts on the page, and it ends when you sign out or after 30 days.',
        "Some preferences are kept in your browser's local storage rather than on our servers: your theme (light or dark), whether Enhanced Reading (bionic reading) is on, your cart, and your onboarding and achievement progress. They stay on your device, and you can clear them in your browser settings at any time.",
        'While a tab is open it also keeps, in session storage, a random id and the source tag of the link you came by, so that a product page can count how many others are viewing it and which links bring visitors. Neither names you, and both are gone when you close the tab.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep data',
      bullets: [
        'Account details: for as long as your account is open.',
        'Journal entries: for the lifetime of your account plus 2 years, then a scheduled job deletes them. If you ask us to erase them, we do so sooner.',
        'Purchase, sales and payout records: 6 years after the end of the tax year they belong to, as UK tax law requires.',
        'Support requests: 2 years after the request is closed.',
        'Server logs: 30 days. Session records: until the session ends.',
        'Product files: while the product is on sale and while buyers still have access to it.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      paragraphs: ['Under the UK GDPR you have the right to:'],
      bullets: [
        'Access: get a copy of the personal data we hold about you.',
        'Rectification: have inaccurate or incomplete data corrected.',
        'Erasure: have your data deleted where we no longer need it or have no lawful basis to keep it.',
        'Restriction: ask us to limit how we use your data, for example while we check its accuracy.',
        'Portability: receive data you gave us in a common, machine-readable format, or have it sent to another service.',
        'Objection: object to processing based on our legitimate interests.',
        "Complaint: complain to the Information Commissioner's Office (ICO), the UK data protection regulator, at ico.org.uk or on 0303 123 1113.",
      ],
      links: [
        { label: `E-mail ${PRIVACY_EMAIL} to use your rights`, href: `mailto:${PRIVACY_EMAIL}` },
        { label: 'Make a complaint to the ICO', href: 'https://ico.org.uk/make-a-complaint/' },
      ],
    },
    {
      id: 'international-transfers',
      title: 'International transfers',
      paragraphs: [
        'Some of our providers, such as the payment processor or an external AI provider, may process data outside the UK, for example in the United States. When they do, we rely on UK adequacy regulations or on the UK International Data Transfer Agreement (or the UK Addendum to the EU standard contractual clauses) to keep your data protected to UK standards. Ask us for a copy of the safeguards that apply.',
      ],
    },
    {
      id: 'children',
      title: 'Children',
      paragraphs: [
        'Soul Market is not for children under 16, and we do not knowingly collect their data. If we learn that an account belongs to someone under 16, we close it and delete its data.',
      ],
    },
    {
      id: 'security',
      title: 'Security',
      paragraphs: [
        'We protect your data with hashed passwords, secure session cookies, encrypted connections and access checks on every request. Our Trust and Security page explains more.',
      ],
      links: [{ label: 'Trust and Security', href: paths.trustSecurity }],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      paragraphs: [
        'If we change this policy in a way that matters, we will e-mail you before the change takes effect and update the date at the top of this page.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      paragraphs: [
        `Write to ${PRIVACY_EMAIL}, or to Soul Market, ${LOCATION}. ${CONTACT_HOURS} We answer requests about your rights within one month.`,
      ],
      links: [mailto(PRIVACY_EMAIL)],
    },
  ],
};

export default function PrivacyPolicyPage() {
  return <LegalPage content={privacyPolicy} />;
}
