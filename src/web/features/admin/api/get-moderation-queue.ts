import { queryOptions, useQuery } from '@tanstack/react-query';
import { moderationEndpoints } from '../../../../contract/endpoints/moderation';
import { apiQueryKey, callApi } from '../../../lib/request';

export const getModerationQueue = () => callApi(moderationEndpoints.queue);

export const moderationQueueQuery = () =>
  queryOptions({ queryKey: apiQueryKey(moderationEndpoints.queue), queryFn: getModerationQueue });

export const useModerationQueue = () => useQuery(moderationQueueQuery());
