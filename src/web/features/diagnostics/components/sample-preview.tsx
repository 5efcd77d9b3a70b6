import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';

// Made-up content for checking layouts only; every card says it is a sample (Honesty rule).
const sampleCards = [
  { title: 'Sample: Morning Grounding Meditation', kind: 'Meditation audio', text: 'A short practice to start the day.' },
  { title: 'Sample: Moon Cycle Journal', kind: 'Template', text: 'Prompts for each phase of the moon.' },
  { title: 'Sample: Heart Opening Ebook', kind: 'Ebook', text: 'Gentle chapters on compassion.' },
];

const tabs = [
  {
    value: 'products',
    label: 'Products',
    text: 'Product cards should stack in one column on a phone and sit side by side when there is room.',
  },
  {
    value: 'marketing',
    label: 'Marketing',
    text: 'Generated posts and their copy buttons should stay readable and reachable with a thumb.',
  },
  { value: 'impact', label: 'Impact', text: 'Levels and badges should wrap rather than scroll sideways.' },
  { value: 'analytics', label: 'Analytics', text: 'Charts should shrink to the screen and keep their labels legible.' },
];

/** What the preview frame shows: sample cards and the dashboard's four tab names. */
export function SamplePreview() {
  return (
    // A container, so the cards follow the preview frame's width rather than the window's.
    <div className="@container space-y-6 p-4">
      <ul className="grid gap-4 @lg:grid-cols-2 @4xl:grid-cols-3">
        {sampleCards.map(({ title, kind, text }) => (
          <li key={title}>
            <Card className="h-full">
              <CardHeader className="space-y-2 p-4">
                <Badge variant="secondary" className="w-fit">
                  Sample card
                </Badge>
                <CardTitle className="text-base">{title}</CardTitle>
              </CardHeader>
              <CardContent className="p-4 pt-0 text-sm text-muted-foreground">
                <p>{kind}</p>
                <p>{text}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <Tabs defaultValue="products">
        <TabsList aria-label="Sample dashboard tabs">
          {tabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, label, text }) => (
          <TabsContent key={value} value={value} className="rounded-lg border p-4">
            <h3 className="font-semibold">{label} (sample)</h3>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
