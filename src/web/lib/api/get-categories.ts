import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogQueryKeys } from '../../../contract/catalog-view';
import { catalogEndpoints } from '../../../contract/endpoints/catalog';
import { callApi } from '../request';

export const getCategories = () => callApi(catalogEndpoints.categories);

export const categoriesQuery = () => queryOptions({ queryKey: catalogQueryKeys.categories(), queryFn: getCategories });

/** The catalogue's categories: the grid, the discover filters and the upload form all ask through here. */
export const useCategories = () => useQuery(categoriesQuery());
