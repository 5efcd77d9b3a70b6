import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SamplePreview } from '../components/sample-preview';

// The spec's preview widths: mobile 375px, tablet 768px, desktop the full width.
const widths = [
  { id: 'mobile', label: 'Mobile (375px)', width: '375px', icon: Smartphone },
  { id: 'tablet', label: 'Tablet (768px)', width: '768px', icon: Tablet },
  { id: 'desktop', label: 'Desktop (full width)', width: '100%', icon: Monitor },
] as const;

const checks = [
  'Text is readable without zooming',
  'Buttons and links are easy to tap',
  'Nothing scrolls sideways',
  'Cards stack in one column on mobile',
  'Tabs wrap instead of overflowing',
];

/** "/mobile-test": previews sample content at the three widths, with a checklist for the tester. */
export default function MobileTestPage() {
  useDocumentTitle('Mobile test');
  const [widthId, setWidthId] = useState<(typeof widths)[number]['id']>('mobile');
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const current = widths.find((width) => width.id === widthId)!;
  const toggle = (check: string) =>
    setChecked((previous) => {
      const next = new Set(previous);
      if (!next.delete(check)) next.add(check);
      return next;
    });

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">Mobile test</h1>
      <p className="mt-2 text-muted-foreground">
        Preview sample content at each screen width. Everything in the frame is sample data.
      </p>
      <fieldset className="mt-6 flex flex-wrap gap-2">
        <legend className="sr-only">Preview width</legend>
        {widths.map(({ id, label, icon: Icon }) => (
          <Button
            key={id}
            type="button"
            variant={id === widthId ? 'default' : 'outline'}
            aria-pressed={id === widthId}
            onClick={() => setWidthId(id)}
          >
            <Icon aria-hidden="true" /> {label}
          </Button>
        ))}
      </fieldset>
      <section aria-label={`Preview at ${current.label}`} className="mt-6 overflow-x-auto rounded-xl bg-muted p-4">
        <div
          data-testid="preview-frame"
          className="mx-auto rounded-lg border bg-background shadow-sm transition-[width]"
          style={{ width: current.width }}
        >
          <SamplePreview />
        </div>
      </section>
      <Card className="mt-8">
        <CardHeader>
          <CardTitle className="text-xl">Checklist</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="mb-4 text-sm text-muted-foreground">
            {checked.size} of {checks.length} checked
          </p>
          <ul className="space-y-3">
            {checks.map((check) => (
              <li key={check}>
                <label className="flex cursor-pointer items-center gap-3">
                  <input
                    type="checkbox"
                    checked={checked.has(check)}
                    onChange={() => toggle(check)}
                    className="size-4 accent-primary"
                  />
                  {check}
                </label>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
