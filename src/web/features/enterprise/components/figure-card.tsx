import { ENTERPRISE_DEFINITIONS, type EnterpriseFigure, NOT_TRACKED } from '../../../../contract/enterprise';
import { Card, CardContent } from '../../../components/ui/card';

/**
 * One figure with its definition always visible beneath it. A figure the platform cannot know reads
 * "Not tracked"; one with nothing to count yet reads "No data yet": never an invented number.
 */
export function FigureCard({ figure, label, value }: { figure: EnterpriseFigure; label: string; value: string | null }) {
  const shown = value ?? (NOT_TRACKED.includes(figure) ? 'Not tracked' : 'No data yet');
  return (
    <Card>
      <CardContent className="space-y-1 p-4">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <p className={value === null ? 'text-lg font-semibold text-muted-foreground' : 'text-2xl font-bold'} data-figure={figure}>
          {shown}
        </p>
        <p className="text-xs text-muted-foreground">{ENTERPRISE_DEFINITIONS[figure]}</p>
      </CardContent>
    </Card>
  );
}

export function FigureGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}
