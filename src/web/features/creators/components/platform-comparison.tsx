import { Check } from 'lucide-react';

// Kinds of platform, never named companies: we quote no one else's fees or figures, only what is
// generally true of each kind. Soul Market's column states its own terms.
const kinds = ['Soul Market', 'General marketplaces', 'Course platforms', 'Your own website'] as const;

const rows: { topic: string; cells: readonly [string, string, string, string] }[] = [
  {
    topic: 'What selling costs',
    cells: [
      '10% of each sale plus card processing (2.9% + $0.30 per payment); no monthly fee',
      'Listing, sale and payment fees that vary by platform',
      'Often a monthly plan, sometimes with a fee per sale',
      'Hosting, payments and plugins, all paid and run by you',
    ],
  },
  {
    topic: 'Who browses',
    cells: [
      'People looking for spiritual, wellness and personal-growth products',
      'Everyone, for everything: your product sits beside unrelated goods',
      'Mostly the audience you bring yourself',
      'Only the audience you bring yourself',
    ],
  },
  {
    topic: 'Focus',
    cells: [
      'One published product per creator, so you master it',
      'As many listings as you like',
      'As many courses as your plan allows',
      'Whatever you build',
    ],
  },
  {
    topic: 'Made with AI',
    cells: [
      'Welcome, and you can say how you used it in your description',
      'Depends on each platform’s rules',
      'Depends on each platform’s rules',
      'Your choice',
    ],
  },
  {
    topic: 'Checks before going on sale',
    cells: [
      'Every upload is checked automatically; anything unclear is reviewed by a person',
      'Depends on the platform',
      'Depends on the platform',
      'None: you are the publisher',
    ],
  },
];

export function PlatformComparison() {
  return (
    <section aria-labelledby="comparison-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <h2 id="comparison-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
        How Soul Market compares
      </h2>
      <p className="mx-auto mt-4 mb-10 max-w-2xl text-center text-lg text-muted-foreground">
        Other kinds of platform suit other sellers. Here is what is different about selling one soul-led product here.
      </p>
      <div className="overflow-x-auto rounded-xl border">
        <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
          <caption className="sr-only">Soul Market compared with other kinds of platform</caption>
          <thead className="bg-muted">
            <tr>
              <td className="p-4" />
              {kinds.map((kind, index) => (
                <th key={kind} scope="col" className={index === 0 ? 'p-4 font-semibold text-primary' : 'p-4 font-semibold'}>
                  {kind}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ topic, cells }) => (
              <tr key={topic} className="border-t align-top">
                <th scope="row" className="p-4 font-semibold">
                  {topic}
                </th>
                {cells.map((cell, index) => (
                  <td key={kinds[index]} className={index === 0 ? 'bg-accent/50 p-4' : 'p-4 text-muted-foreground'}>
                    {index === 0 ? (
                      <span className="flex gap-2">
                        <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                        {cell}
                      </span>
                    ) : (
                      cell
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-center text-xs text-muted-foreground">
        We describe kinds of platform in general, not any one company. Their terms change: check each provider’s own pricing
        before you compare figures.
      </p>
    </section>
  );
}
