import { useHashTarget } from '../../../lib/use-hash-target';
import { Link } from 'wouter';
import { ReadableText } from '../../../lib/bionic';
import { useDocumentTitle } from '../../../lib/use-document-title';

export interface LegalLink {
  label: string;
  /** A path inside the app, or a mailto: address. */
  href: string;
}

export interface LegalSection {
  /** Anchor for the table of contents; unique within the page. */
  id: string;
  title: string;
  paragraphs?: string[];
  bullets?: string[];
  links?: LegalLink[];
}

export interface LegalDocument {
  title: string;
  lastUpdated: string;
  summary: string;
  sections: LegalSection[];
}

const linkClass =
  'font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

function LegalLinkItem({ link }: { link: LegalLink }) {
  const text = <ReadableText>{link.label}</ReadableText>;
  // Paths go through the client router; mailto: must stay a plain anchor.
  if (link.href.startsWith('/')) {
    return (
      <Link href={link.href} className={linkClass}>
        {text}
      </Link>
    );
  }
  return (
    <a href={link.href} className={linkClass}>
      {text}
    </a>
  );
}

/** The one layout for every legal and policy page: numbered sections with a table of contents. */
export function LegalPage({ content }: { content: LegalDocument }) {
  useDocumentTitle(content.title);
  useHashTarget();
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{content.title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">Last updated {content.lastUpdated}</p>
        <p className="mt-4 text-base leading-7">
          <ReadableText>{content.summary}</ReadableText>
        </p>
      </header>

      <nav aria-label="On this page" className="my-8 rounded-xl border bg-card p-5 text-card-foreground">
        <p className="text-sm font-semibold">On this page</p>
        <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
          {content.sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline focus-visible:underline">
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="space-y-10">
        {content.sections.map((section, index) => (
          // scroll-mt leaves room above the heading when a contents link jumps here.
          <section key={section.id} aria-labelledby={section.id} className="scroll-mt-24">
            <h2 id={section.id} className="scroll-mt-24 text-xl font-semibold tracking-tight sm:text-2xl">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-3 space-y-3 text-base leading-7">
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph}>
                  <ReadableText>{paragraph}</ReadableText>
                </p>
              ))}
              {section.bullets && (
                <ul className="list-disc space-y-2 pl-6 marker:text-muted-foreground">
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>
                      <ReadableText>{bullet}</ReadableText>
                    </li>
                  ))}
                </ul>
              )}
              {section.links && (
                <ul className="space-y-1">
                  {section.links.map((link) => (
                    <li key={link.href}>
                      <LegalLinkItem link={link} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
