import { useCategories } from '../../../lib/api/get-categories';
import { Link } from 'wouter';
import type { Category } from '../../../../contract/catalog';
import { Skeleton } from '../../../components/ui/skeleton';
import { categoryPath } from '../../../config/paths';
import { categoryStyle } from '../category-style';

type CategoryTile = Pick<Category, 'id' | 'name' | 'slug'>;

// Shown when the server has no categories yet (or cannot be reached), so the grid is never empty.
const fallbackCategories: CategoryTile[] = [
  { id: 1, name: 'Design', slug: 'design' },
  { id: 2, name: 'Education', slug: 'education' },
  { id: 3, name: 'Software', slug: 'software' },
  { id: 4, name: 'E-books', slug: 'ebooks' },
  { id: 5, name: 'Audio', slug: 'audio' },
  { id: 6, name: 'Video', slug: 'video' },
];

const PLACEHOLDER_COUNT = 6;

const gridClass = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-6';

/** Category tiles linking to the home page filtered by that category. */
export function CategoryGrid() {
  const { data, isPending } = useCategories();

  if (isPending) {
    return (
      <div className={gridClass} aria-busy="true">
        <span className="sr-only" role="status">
          Loading categories
        </span>
        {Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity and never reorder.
          <Skeleton key={index} className="h-28 rounded-xl" />
        ))}
      </div>
    );
  }

  const categories: CategoryTile[] = data?.length ? data : fallbackCategories;
  return (
    <ul className={gridClass}>
      {categories.map((category) => {
        const { icon: Icon, tone } = categoryStyle(category.name);
        return (
          <li key={category.id}>
            <Link
              href={categoryPath(category.id)}
              className="flex h-28 flex-col items-center justify-center gap-3 rounded-xl border bg-card p-4 text-center text-card-foreground shadow-sm transition hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
            >
              <span className={`flex size-11 items-center justify-center rounded-full ${tone}`}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="text-sm font-medium leading-tight">{category.name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
