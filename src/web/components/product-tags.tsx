// Cards and the product page show at most two tags, as the spec does.
const MAX_TAGS = 2;

export function ProductTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
      {tags.slice(0, MAX_TAGS).map((tag) => (
        <li key={tag} className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
          {tag}
        </li>
      ))}
    </ul>
  );
}
