import { downloadEndpoints } from '../../../../contract/endpoints/downloads';
import { callApi } from '../../../lib/request';

/** Where the buyer stopped; the server keeps the newest by `clientAt`, so a late write never moves it back. */
export const saveListeningProgress = (productId: number, positionSeconds: number, durationSeconds: number | null) =>
  callApi(downloadEndpoints.saveProgress, {
    id: String(productId),
    positionSeconds: Math.max(0, Math.floor(positionSeconds)),
    durationSeconds: durationSeconds === null ? null : Math.floor(durationSeconds),
    clientAt: new Date().toISOString(),
  });

/** The URL the player streams a purchased product from. */
export const streamUrl = (productId: number) => downloadEndpoints.stream.path.replace(':id', String(productId));
