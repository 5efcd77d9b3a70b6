import { Link } from 'wouter';
import { SUPPORT_EMAIL } from '../../config/contact';
import { categoryPath, paths } from '../../config/paths';

type FooterLink = { label: string; href?: string };

// Links without a target are features still being built; they show as plain text, not dead links.
const columns: { heading: string; links: FooterLink[] }[] = [
  {
    heading: 'Tools',
    links: [
      { label: 'Frequency Music', href: categoryPath(10) },
      { label: 'Meditation Apps', href: categoryPath(11) },
      { label: 'Healing Tools', href: categoryPath(12) },
      { label: 'Sacred Templates', href: categoryPath(13) },
    ],
  },
  {
    heading: 'For creators',
    links: [
      { label: 'Start selling', href: paths.upload },
      { label: 'Creator dashboard', href: paths.dashboard },
      { label: 'Creator community' },
      { label: 'Success stories', href: `${paths.creators}#success-stories` },
    ],
  },
  {
    heading: 'Legal and support',
    links: [
      { label: 'Privacy Policy', href: paths.privacyPolicy },
      { label: 'Terms of Service', href: paths.termsOfService },
      { label: 'AI Policy', href: paths.aiPolicy },
      { label: 'Refund Policy', href: paths.refundPolicy },
      { label: 'Trust & Security', href: paths.trustSecurity },
      { label: 'Support centre', href: paths.support },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="below-fold-940 mt-16 border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="text-lg font-semibold">Soul Market</p>
          <p className="text-sm text-muted-foreground">
            A soul-led marketplace where each creator offers ONE sacred product: meditation audio, healing tools, journals,
            templates and frequency music, with instant download and lifetime access.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="mb-3 text-sm font-semibold">{column.heading}</h2>
            <ul className="space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  {link.href ? (
                    <Link href={link.href} className="text-muted-foreground hover:text-foreground hover:underline">
                      {link.label}
                    </Link>
                  ) : (
                    <span className="text-muted-foreground">{link.label} (coming soon)</span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>
            Support:{' '}
            <a className="underline hover:text-foreground" href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
          </p>
          <address className="not-italic">Soul Market Ltd, 71-75 Shelton Street, London WC2H 9JQ, United Kingdom</address>
          <p>© 2026 Soul Market. Governed by the law of England and Wales.</p>
        </div>
      </div>
    </footer>
  );
}
