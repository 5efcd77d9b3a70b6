import { BookOpen, Moon, Sun } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Switch } from '../../components/ui/switch';
import { useEnhancedReading } from '../../lib/bionic';
import { useTheme } from '../../lib/theme';

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'light' ? 'dark' : 'light';
  return (
    <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={`Switch to ${next} theme`} data-testid="theme-toggle">
      {theme === 'light' ? <Moon aria-hidden="true" /> : <Sun aria-hidden="true" />}
    </Button>
  );
}

/** `compact`: the label is read aloud but shown only from 1536 px, where the header has room for it on one line. */
export function EnhancedReadingSwitch({ id, compact = false }: { id: string; compact?: boolean }) {
  const { enabled, toggle } = useEnhancedReading();
  return (
    <div className="flex items-center gap-2" title={compact ? 'Enhanced Reading' : undefined}>
      <BookOpen className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
      <label
        htmlFor={id}
        className={
          compact ? 'sr-only whitespace-nowrap text-sm text-muted-foreground 2xl:not-sr-only' : 'text-sm text-muted-foreground'
        }
      >
        Enhanced Reading
      </label>
      <Switch id={id} checked={enabled} onCheckedChange={toggle} data-testid={`${id}-switch`} />
    </div>
  );
}
