import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListState } from '../../../components/list-state';

/** A queue of items loaded from the server, one card each, with its loading, failed and empty states. */
export function QueueList<Item extends { id: number }>({
  query,
  what,
  empty,
  label,
  renderItem,
}: {
  query: UseQueryResult<Item[]>;
  what: string;
  empty: string;
  label: string;
  renderItem: (item: Item) => ReactNode;
}) {
  if (query.isPending || query.isError || query.data.length === 0) {
    return <ListState loading={query.isPending} failed={query.isError} what={what} empty={empty} />;
  }
  return (
    <ul className="space-y-4" aria-label={label}>
      {query.data.map((item) => (
        <li key={item.id}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
