import { type EndpointAnswer, endpointTarget } from '../../../../contract/endpoint';
import { creatorEndpoints } from '../../../../contract/endpoints/creator';
import { sendFormWithProgress } from '../../../lib/request';

const replaceFile = creatorEndpoints.replaceFile;

/** The file entry's multipart PUT with upload progress: a new file for the creator's product. */
export function replaceProductFile(id: number, file: File, onProgress: (percent: number) => void) {
  const data = new FormData();
  data.append('file', file, file.name);
  const { url } = endpointTarget(replaceFile, { id });
  return sendFormWithProgress<EndpointAnswer<typeof replaceFile>>(replaceFile.method, url, data, onProgress);
}
