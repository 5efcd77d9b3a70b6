import { ChevronDown } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { ReadableText } from '../../../lib/bionic';

const linkClass = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

const questions = [
  {
    question: 'How do I download my purchase?',
    answer:
      'Sign in and open My Purchases, then choose Download beside the product. Downloads start instantly after payment and you keep lifetime access, so you can download again whenever you need. If a download stops part-way, try another browser or network first; if it still fails, send us a Technical problem request.',
    link: { label: 'Go to My Purchases', href: paths.purchases },
  },
  {
    question: 'Can I get a refund?',
    answer:
      'Yes: every purchase has a 30-day guarantee. If you ask within 14 days of buying and have never downloaded the product, the refund is approved automatically. Any other request within 30 days is reviewed by a person. A refund ends your access to the product.',
    link: { label: 'Read the refund policy', href: paths.refundPolicy },
  },
  {
    question: 'When do creators get paid?',
    answer:
      'Each sale adds your earnings (the price less the 10% platform fee and 2.9% + $0.30 card processing) to your balance. Once your available balance reaches $20 you can request a payout from the Earnings page. Payouts are processed weekly on Fridays and take 3-5 business days to arrive.',
  },
  {
    question: 'Who can open an account?',
    answer:
      'Anyone aged 16 or over. You need an account to buy, download, sell and use this support centre; the journal works without one. You can change your details or close your account at any time by writing to us.',
    link: { label: 'Read the terms of service', href: paths.termsOfService },
  },
  {
    question: 'How do the AI features work?',
    answer:
      'Our AI assistant answers support requests straight away, writes the guidance in the Silver Linings Journal and drafts social posts for creators. It sees only what you send it, never your password or card details. Anything it cannot resolve, and every refund that is not approved automatically, goes to a person.',
    link: { label: 'Read the AI policy', href: paths.aiPolicy },
  },
];

/** Common questions as native disclosure widgets: keyboard and screen-reader support come from the browser. */
export function SupportFaq() {
  return (
    <section aria-labelledby="support-faq-heading" className="space-y-4">
      <h2 id="support-faq-heading" className="text-2xl font-semibold tracking-tight">
        Frequently asked questions
      </h2>
      <div className="divide-y rounded-xl border bg-card">
        {questions.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown aria-hidden="true" className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <div className="space-y-2 px-5 pb-5 text-sm leading-6 text-muted-foreground">
              <p>
                <ReadableText>{item.answer}</ReadableText>
              </p>
              {item.link ? (
                <Link href={item.link.href} className={linkClass}>
                  {item.link.label}
                </Link>
              ) : null}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
