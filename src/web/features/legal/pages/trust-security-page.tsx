import { paths } from '../../../config/paths';
import { LegalPage, type LegalDocument } from '../components/legal-page';
import {
  LAST_UPDATED,
  MINIMUM_PAYOUT,
  PAYOUT_ARRIVAL,
  PAYOUT_SCHEDULE,
  PLATFORM_FEE,
  PROCESSING_FEE,
  SECURITY_EMAIL,
  mailto,
} from '../content/policy-facts';

const trustSecurity: LegalDocument = {
  title: 'Trust and Security',
  lastUpdated: LAST_UPDATED,
  summary: "How Soul Market protects your account, your payments and creators' work, and exactly what selling here costs.",
  sections: [
    {
      id: 'security',
      title: 'Security',
      bullets: [
        'Passwords are hashed with argon2, a slow one-way algorithm designed to resist cracking. We never store or see your password.',
        'Your sign-in lives in an httpOnly session cookie that scripts on the page cannot read. We store only a hash of its token, so a copy of our database cannot be used to sign in as you.',
        'In production every connection is encrypted with TLS (https).',
        'Every request is checked on our servers against who you are and what you are allowed to do. Hiding a button is never our only protection.',
        'Wrong passwords are slowed down to stop guessing, from each network address and for each account from any address: after five wrong passwords in a row, each further try has to wait longer, up to 15 minutes, and we e-mail the account’s owner. An account is never locked: the right password works once the wait is over, and choosing a new password ends it.',
        'Turning on two-factor verification asks for your password, and we e-mail you when it is turned on, with what to do if it was not you.',
        'Resetting someone’s two-factor verification is done only by our team, after checking who they are, and needs a code from the team member’s own authenticator app.',
      ],
    },
    {
      id: 'payment-processing',
      title: 'Payment processing',
      paragraphs: [
        'Card details are handled by our payment provider: they never pass through or rest on our servers. The amount you pay is worked out on our servers from the prices in our database, and a purchase is recorded only after the provider confirms the payment.',
        'When the marketplace runs in test mode, for example in a demonstration, payments are simulated and no real money moves.',
      ],
    },
    {
      id: 'creator-protection',
      title: 'Creator protection',
      bullets: [
        "Product files can be downloaded only by buyers who have paid for them. Each download is checked against the buyer's purchase; there are no public links to share.",
        'Uploads are limited to PDF, ZIP, MP3, MP4, DOCX, TXT and EPUB files of up to 100 MB, and are checked by automated moderation, with a person reviewing anything held back.',
        "A refund ends the buyer's access to the download.",
        'Changes to payout details require two-factor verification: connecting or changing the payout account asks for a code from the creator’s authenticator app, set up in the dashboard settings, and for their password (an account that signs in only through single sign-on confirms by a link we e-mail instead).',
        'We e-mail the creator whenever their payout account is connected or changed, and payouts pause for a cooling-off period after it, whose end date the Earnings page shows: time to stop a change they did not make before any money is sent.',
      ],
    },
    {
      id: 'fees',
      title: 'Fees and payouts',
      bullets: [
        `Platform fee: ${PLATFORM_FEE}.`,
        `Payment processing: ${PROCESSING_FEE}.`,
        'The creator receives the rest: on a $20.00 sale, $17.12 ($2.00 platform fee and $0.88 processing).',
        `Minimum payout: ${MINIMUM_PAYOUT}.`,
        `Payouts are processed ${PAYOUT_SCHEDULE}, and usually arrive within ${PAYOUT_ARRIVAL}.`,
      ],
      links: [{ label: 'Read the Terms of Service', href: paths.termsOfService }],
    },
    {
      id: 'privacy',
      title: 'Your privacy',
      paragraphs: [
        'We collect only what we need to run the marketplace, we do not sell personal data and we set no advertising or tracking cookies. The Privacy Policy explains what we keep, for how long and your rights under UK law.',
      ],
      links: [{ label: 'Read the Privacy Policy', href: paths.privacyPolicy }],
    },
    {
      id: 'report',
      title: 'Reporting a security issue',
      paragraphs: [
        `If you find a security problem, please write to ${SECURITY_EMAIL} with the steps to reproduce it. Please do not access other people's data or disrupt the service while testing, and give us a reasonable time to fix the problem before telling anyone else. We will keep you updated and thank you publicly if you wish.`,
      ],
      links: [mailto(SECURITY_EMAIL)],
    },
  ],
};

export default function TrustSecurityPage() {
  return <LegalPage content={trustSecurity} />;
}
