import { type EndpointAnswer, endpointTarget } from '../../../../contract/endpoint';
import { creatorEndpoints } from '../../../../contract/endpoints/creator';
import { sendFormWithProgress } from '../../../lib/request';

const replaceFile = creatorEndpoints.replaceFile;

/** The file entry's multipart PUT with upload progress: the "What's new" note first, then the new file. */
export function replaceProductFile(id: number, file: File, whatsNew: string, onProgress: (percent: number) => void) {
  const data = new FormData();
  if (whatsNew.trim()) data.append('whatsNew', whatsNew.trim());
  data.append('file', file, file.name);
  const { url } = endpointTarget(replaceFile, { id });
  return sendFormWithProgress<EndpointAnswer<typeof replaceFile>>(replaceFile.method, url, data, onProgress);
}
