import { type EndpointAnswer, endpointTarget } from '../../../../contract/endpoint';
import { previewEndpoints } from '../../../../contract/endpoints/previews';
import { PREVIEW_FIELD } from '../../../../contract/previews';
import { sendFormWithProgress } from '../../../lib/request';

const replacePreview = previewEndpoints.replace;

/** The preview entry's multipart PUT with upload progress: the creator's own preview replaces the current one. */
export function replaceProductPreview(id: number, preview: File, onProgress: (percent: number) => void) {
  const data = new FormData();
  data.append(PREVIEW_FIELD, preview, preview.name);
  const { url } = endpointTarget(replacePreview, { id });
  return sendFormWithProgress<EndpointAnswer<typeof replacePreview>>(replacePreview.method, url, data, onProgress);
}
