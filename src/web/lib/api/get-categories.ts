import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '../../../contract/catalog';
import { catalogQueryKeys } from '../../../contract/catalog-view';
import { apiJson } from '../request';

export const getCategories = () => apiJson<Category[]>('GET', '/api/categories');

export const categoriesQuery = () => queryOptions({ queryKey: catalogQueryKeys.categories(), queryFn: getCategories });

/** The catalogue's categories: the grid, the discover filters and the upload form all ask through here. */
export const useCategories = () => useQuery(categoriesQuery());
