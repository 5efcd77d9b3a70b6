import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModerationQueueItem } from '../../../../contract/creator';
import { apiJson } from '../../../lib/request';

export const getModerationQueue = () => apiJson<ModerationQueueItem[]>('GET', '/api/admin/moderation');

export const moderationQueueQuery = () => queryOptions({ queryKey: ['/api/admin/moderation'], queryFn: getModerationQueue });

export const useModerationQueue = () => useQuery(moderationQueueQuery());
