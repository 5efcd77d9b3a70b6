import { paths } from '../../../config/paths';
import { LegalPage, type LegalDocument } from '../components/legal-page';
import { CONTACT_HOURS, LAST_UPDATED, SUPPORT_EMAIL, mailto } from '../content/policy-facts';

const aiPolicy: LegalDocument = {
  title: 'AI Policy',
  lastUpdated: LAST_UPDATED,
  summary:
    'Soul Market is built with AI, and AI-made products are welcome here. This policy explains where we use AI, what it sees, where it runs, and where a person stays in charge.',
  sections: [
    {
      id: 'ai-services',
      title: 'AI services',
      paragraphs: ['We use AI in four places:'],
      bullets: [
        'Silver Linings Journal: you write about a moment from your day, and the AI replies with a spiritual insight, a question for growth and a short embodied practice (where to place your hands, how to breathe and an affirmation).',
        'Support assistant: it answers your support request, suggests next steps and passes the request to a person when it should not decide alone.',
        'Marketing assistant (for creators): it drafts social media posts for your product, with hashtags, an image idea, tips and good times to post on each platform you choose.',
        'Upload moderation: it checks new products before they go on sale.',
      ],
    },
    {
      id: 'third-party-ai',
      title: 'Third-party AI text generation',
      paragraphs: [
        'By default, the journal, support assistant and marketing assistant run on a built-in engine on our own servers. Your text is not sent to anyone else.',
        'When we configure an external AI provider (an OpenAI-compatible service), the text you submit to the journal, the support assistant or the marketing assistant is sent to that provider to generate the reply. The provider works for us under a written contract and may use the text only to produce that reply. We will update this policy before we switch an external provider on.',
      ],
    },
    {
      id: 'data-processed',
      title: 'Data processed',
      paragraphs: [
        "Each AI feature sees only what it needs. It never receives your password or card details and cannot look at other people's accounts. We do not use your entries, messages or products to train AI models. What each feature receives:",
      ],
      bullets: [
        'Journal: the text of your entry.',
        'Support assistant: the issue type, priority, your message and any product ID you give.',
        "Marketing assistant: your product's title, description, price and category, and the platforms you pick.",
        'Moderation: the uploaded file and its title, description and tags.',
      ],
    },
    {
      id: 'consent-and-control',
      title: 'Consent and control',
      paragraphs: [
        'The journal, support assistant and marketing assistant run only when you press the button to send your text; nothing is analysed in the background. You can use Soul Market without them.',
        'You can ask us at any time to see or delete your journal entries and support requests; the Privacy Policy explains your rights.',
      ],
      links: [{ label: 'Read the Privacy Policy', href: paths.privacyPolicy }],
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers',
      paragraphs: [
        'AI replies are generated automatically. They can be wrong, generic or not right for you, and they are not medical, psychological, legal or financial advice. Take what helps and leave the rest.',
        'If you are in crisis or thinking about harming yourself, do not rely on the journal: call 999 in an emergency, or call Samaritans free on 116 123 at any time, or text SHOUT to 85258.',
      ],
    },
    {
      id: 'limits',
      title: 'Limits',
      bullets: [
        'Journal entries need at least 10 characters so the AI has something to reflect on.',
        'We limit how many AI requests each account can make in a period, to keep the service fast and fair for everyone.',
        'Refund decisions follow fixed rules, not the AI: a request within 14 days for a product never downloaded is approved automatically; anything else within 30 days goes to a person. The support assistant cannot change your account details or see card information.',
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      paragraphs: [
        'What you write stays yours. As far as the law allows, the text the AI generates for you is yours to use as well, including marketing posts for your product.',
        'AI output can resemble text given to others, so we cannot promise it is unique. Creators are responsible for checking that marketing posts are accurate before publishing them: no invented reviews, results or urgency.',
      ],
    },
    {
      id: 'moderation',
      title: 'Moderation',
      paragraphs: [
        'Every upload is checked by automated moderation for file type, size and content that breaks our Terms of Service. Items the check is unsure about are held, and a person reviews them before they go on sale or are rejected. You will see when your product is held for review.',
        'If you think a moderation decision is wrong, contact the Support centre with the issue type Policy and a person will look at it again.',
      ],
    },
    {
      id: 'human-oversight',
      title: 'Human oversight',
      paragraphs: ['AI helps us work faster, but people make the decisions that matter:'],
      bullets: [
        'Support requests the assistant escalates go to a person on our team.',
        'Refund requests that are not approved automatically are decided by a person, never by AI.',
        'Products held by moderation are approved or rejected by a person.',
        'No account is suspended by AI alone.',
      ],
    },
    {
      id: 'transparency',
      title: 'Transparency',
      paragraphs: [
        "We tell you when a reply comes from AI: journal guidance and support answers are shown as coming from our AI assistant. Marketing figures on our landing pages are promotional statements, and sample success stories are marked as examples. Ratings come only from real buyers' reviews.",
        'Products made with AI are welcome, and we encourage creators to say in their description how they used it.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes',
      paragraphs: [
        'We will update this policy when we change how we use AI, including before we start sending text to a new external provider, and change the date at the top of this page.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      paragraphs: [`Questions about our use of AI go to ${SUPPORT_EMAIL}. ${CONTACT_HOURS}`],
      links: [mailto(SUPPORT_EMAIL)],
    },
  ],
};

export default function AiPolicyPage() {
  return <LegalPage content={aiPolicy} />;
}
