import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

/** The home page's own search box: blank text (after trimming) is not submitted. */
export function HomeSearch({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query) onSearch(query);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role keeps its submit; <search> would need a wrapper.
    <form role="search" onSubmit={submit} className="mx-auto flex w-full max-w-2xl gap-2">
      <label htmlFor="home-search" className="sr-only">
        Search products
      </label>
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id="home-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search meditations, healing tools, templates..."
          className="h-12 pl-9 text-base"
        />
      </div>
      <Button type="submit" size="lg" className="h-12">
        Search
      </Button>
    </form>
  );
}
