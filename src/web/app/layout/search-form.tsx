import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Input } from '../../components/ui/input';
import { searchPath } from '../../config/paths';

/**
 * The header search: only non-blank text (after trimming) goes to /?search=.
 * The box is uncontrolled and read on submit: text typed while the page was still hydrating lives only in the
 * DOM, and a state copy would submit it as blank.
 */
export function SearchForm({ placeholder, id, onSearched }: { placeholder: string; id: string; onSearched?: () => void }) {
  const [, navigate] = useLocation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    if (!query) return;
    navigate(searchPath(query));
    onSearched?.();
  };
  return (
    // action and name: a search sent before the page's script runs still reaches /?search= (drawn by the server).
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role keeps its submit; <search> would need a wrapper.
    <form role="search" action="/" method="get" onSubmit={submit} className="relative w-full">
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input id={id} name="search" type="search" placeholder={placeholder} className="pl-9" />
    </form>
  );
}
