import { paths } from '../../../config/paths';
import { LegalPage, type LegalDocument } from '../components/legal-page';
import {
  CONTACT_HOURS,
  LAST_UPDATED,
  LOCATION,
  MINIMUM_PAYOUT,
  PAYOUT_ARRIVAL,
  PAYOUT_SCHEDULE,
  PLATFORM_FEE,
  PROCESSING_FEE,
  SUPPORT_EMAIL,
  mailto,
} from '../content/policy-facts';

const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: LAST_UPDATED,
  summary:
    'These terms explain the rules for buying and selling on Soul Market. Please read them before you create an account. They do not take away any of your rights as a consumer under UK law.',
  sections: [
    {
      id: 'agreement',
      title: 'Agreement',
      paragraphs: [
        `These terms are an agreement between you and Soul Market ("we", "us"), a marketplace run from ${LOCATION}. By creating an account, buying a product or selling a product, you agree to them. If you do not agree, please do not use Soul Market.`,
        'Our Privacy Policy, AI Policy and Refund Policy also apply to you and form part of these terms.',
      ],
      links: [
        { label: 'Privacy Policy', href: paths.privacyPolicy },
        { label: 'AI Policy', href: paths.aiPolicy },
        { label: 'Refund Policy', href: paths.refundPolicy },
      ],
    },
    {
      id: 'service',
      title: 'Service description',
      paragraphs: [
        'Soul Market is an online marketplace where independent creators sell digital spiritual, wellness and personal-growth products, such as meditation audio, ebooks, templates, journals and frequency music. Buyers can browse, pay and download them straight away.',
        "Each product is made and sold by its creator. We run the marketplace: we list the product, take payment on the creator's behalf, deliver the download and pay the creator. We also offer optional AI tools: a reflection journal, a support assistant and, for creators, a marketing assistant.",
      ],
    },
    {
      id: 'accounts',
      title: 'Accounts',
      paragraphs: ['You need an account to buy, download or sell.'],
      bullets: [
        'You must be at least 16 years old to create an account.',
        'Give your real name and an e-mail address you can read, and keep them up to date.',
        'Keep your password to yourself. You are responsible for what happens through your account until you tell us it has been misused.',
        `If you think someone else has used your account, change your password and write to ${SUPPORT_EMAIL} straight away.`,
        'One person, one account. Accounts cannot be sold or transferred.',
      ],
    },
    {
      id: 'ai-content',
      title: 'AI content',
      paragraphs: [
        "Products made with the help of AI are welcome on Soul Market. The creator is responsible for them in the same way as for any other product: they must be accurate, lawful and the creator's to sell.",
        'Replies from our own AI tools (journal guidance, support answers and marketing suggestions) are produced automatically. They can be wrong or incomplete, and they are not professional advice. Our AI Policy explains how these tools work and what data they use.',
      ],
      links: [{ label: 'Read the AI Policy', href: paths.aiPolicy }],
    },
    {
      id: 'marketplace',
      title: 'Marketplace terms for buyers and sellers',
      paragraphs: [
        'For buyers: when you buy a product you get a personal, non-transferable licence to download it and use it yourself. You can download it again from My Purchases for as long as your account is open, even if the creator later stops selling it. You may not share, resell or publish the files.',
        "For sellers: each creator offers one product at a time, so that every listing gets the creator's full attention. To publish a different product, archive the current one first. As a seller you agree that:",
      ],
      bullets: [
        'your title, description, price and preview are accurate, and the file is what you describe;',
        'you own the product or have the rights to sell it, including any music, images or text inside it;',
        'you show a refund policy on your product page that is at least as generous as our platform minimums;',
        'uploads are PDF, ZIP, MP3, MP4, DOCX, TXT or EPUB files of up to 100 MB, and pass our automated moderation (some are held for review by a person before they go live);',
        'you will not post fake reviews, fake scarcity or fake countdowns, which UK consumer law forbids;',
        'you answer refund requests about your product within 48 hours.',
      ],
    },
    {
      id: 'payment',
      title: 'Payment',
      paragraphs: [
        'Prices are set by creators and charged in US dollars (USD). Your bank may convert the amount into your own currency at its own rate. Card details are handled by our payment processor; we never see or store your full card number.',
        `For each sale we keep a platform fee of ${PLATFORM_FEE}, and payment processing costs ${PROCESSING_FEE}. The creator receives the rest. For example, on a $20.00 sale the platform fee is $2.00, processing is $0.88 and the creator receives $17.12.`,
        `Creators can request a payout once their available balance reaches ${MINIMUM_PAYOUT}. Payouts are processed ${PAYOUT_SCHEDULE}, and usually arrive ${PAYOUT_ARRIVAL} later. If a sale is refunded, the creator's earnings from that sale are taken back from their balance. Creators are responsible for their own taxes.`,
      ],
    },
    {
      id: 'refunds',
      title: 'Refunds',
      paragraphs: [
        'Every purchase comes with a 30-day guarantee. You can ask for a refund within 30 days of buying. If you ask within 14 days and have never downloaded the product, the refund is approved automatically. Any other request within 30 days is reviewed by a person. A refund ends your access to the product.',
      ],
      links: [{ label: 'Read the full Refund Policy', href: paths.refundPolicy }],
    },
    {
      id: 'prohibited',
      title: 'Prohibited uses',
      paragraphs: ['You must not use Soul Market to:'],
      bullets: [
        'sell anything unlawful, harmful, hateful, sexually explicit, or that you do not have the rights to;',
        'promise cures, guaranteed results or medical outcomes from a product;',
        'share, resell or give away files you bought;',
        'upload malware, or try to get into accounts, files or systems that are not yours;',
        'scrape the site, or overload it with automated requests;',
        'mislead buyers with fake reviews, invented sales figures or false urgency;',
        'harass other users or our staff.',
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      paragraphs: [
        'Creators keep ownership of their products. By listing a product, a creator gives us a worldwide, non-exclusive licence to store it, show its listing, deliver it to buyers and use its title, description and images to promote the listing on Soul Market. The licence ends when the product is removed, except for copies buyers already have.',
        'The Soul Market name, logo and site design belong to us. If you believe a product infringes your rights, write to us with the product address and proof of your rights; we will look into it and remove infringing material.',
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy',
      paragraphs: [
        'We handle your personal data as our Privacy Policy describes, in line with the UK GDPR and the Data Protection Act 2018.',
      ],
      links: [{ label: 'Read the Privacy Policy', href: paths.privacyPolicy }],
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers',
      paragraphs: [
        'Products on Soul Market are for personal growth and reflection. They are not medical, psychological, legal or financial advice, and they do not replace a qualified professional. Speak to your GP or another professional about any health, legal or money matter.',
        'If you are in crisis or thinking about harming yourself, call 999 in an emergency, or call Samaritans free on 116 123 at any time, or text SHOUT to 85258.',
      ],
    },
    {
      id: 'liability',
      title: 'Liability',
      paragraphs: [
        'Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud, or for anything else the law does not allow us to limit. Your rights as a consumer, including under the Consumer Rights Act 2015, are not excluded.',
        'Otherwise, we are responsible only for loss you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care. We are not responsible for business losses of buyers who buy as consumers. For sellers, who use Soul Market for business, our total liability is limited to the fees we took from their sales in the 12 months before the claim.',
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      paragraphs: [
        'These terms are governed by the law of England and Wales, and the courts of England and Wales can hear any dispute. If you live in Scotland or Northern Ireland, you may also bring a claim in your local courts.',
      ],
    },
    {
      id: 'termination',
      title: 'Termination',
      paragraphs: [
        'You can close your account at any time by writing to us. We may suspend or close an account that breaks these terms, puts other users at risk or is used for fraud; where it is safe to do so, we will tell you why and give you a chance to respond.',
        "When an account closes, its listings are removed. Buyers keep access to products they already bought. A creator's remaining balance is paid out, unless we have to hold it because of suspected fraud or a legal requirement.",
      ],
    },
    {
      id: 'changes',
      title: 'Changes',
      paragraphs: [
        'We may update these terms as the service or the law changes. For changes that matter, we will e-mail you at least 15 days before they take effect. If you do not agree, you can close your account before then; continuing to use Soul Market after that date means you accept the new terms.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      paragraphs: [`Soul Market, ${LOCATION}. Questions about these terms go to ${SUPPORT_EMAIL}. ${CONTACT_HOURS}`],
      links: [mailto(SUPPORT_EMAIL)],
    },
  ],
};

export default function TermsOfServicePage() {
  return <LegalPage content={termsOfService} />;
}
