import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EndpointAnswer, endpointTarget } from '../../../../contract/endpoint';
import { creatorEndpoints } from '../../../../contract/endpoints/creator';
import { PREVIEW_FIELD } from '../../../../contract/previews';
import { COVER_FIELD } from '../../../../contract/product-image';
import { sendFormWithProgress } from '../../../lib/request';
import { type UploadForm, uploadTextFields } from '../upload-form';
import { creatorAnalyticsQuery } from './get-creator-analytics';
import { creatorLevelQuery } from './get-creator-level';
import { creatorProductsQuery } from './get-creator-products';

/**
 * The multipart body: every field, then the cover image and the preview, then the file, so the server checks
 * them before the file's stream starts.
 */
export function uploadFormData(form: UploadForm): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(uploadTextFields(form))) data.append(name, value);
  if (form.image) data.append(COVER_FIELD, form.image, form.image.name);
  if (form.preview) data.append(PREVIEW_FIELD, form.preview, form.preview.name);
  if (form.file) data.append('file', form.file, form.file.name);
  return data;
}

const upload = creatorEndpoints.upload;

/** The upload entry's multipart POST with upload progress; a failure rejects with the request helper's ApiError. */
export function uploadProduct(form: UploadForm, onProgress: (percent: number) => void) {
  const { url } = endpointTarget(upload);
  return sendFormWithProgress<EndpointAnswer<typeof upload>>(upload.method, url, uploadFormData(form), onProgress);
}

export function useUploadProduct(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: UploadForm) => uploadProduct(form, onProgress),
    // The dashboard's lists, which a new product changes.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: creatorProductsQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: creatorAnalyticsQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: creatorLevelQuery().queryKey }),
      ]),
  });
}
