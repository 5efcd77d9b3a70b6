import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadAnswer } from '../../../../contract/uploads';
import { ApiError } from '../../../lib/api-error';
import { readXhrAnswer } from '../../../lib/request';
import { type UploadForm, uploadTextFields } from '../upload-form';
import { creatorAnalyticsQuery } from './get-creator-analytics';
import { creatorLevelQuery } from './get-creator-level';
import { creatorProductsQuery } from './get-creator-products';

/** The multipart body: every field before the file, so the server checks them before the stream starts. */
export function uploadFormData(form: UploadForm): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(uploadTextFields(form))) data.append(name, value);
  if (form.file) data.append('file', form.file, form.file.name);
  return data;
}

/**
 * POST /api/products through XMLHttpRequest, the one browser API that reports upload progress.
 * A failure rejects with the same ApiError as the request helper.
 */
export function uploadProduct(form: UploadForm, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/products');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      try {
        const answer = readXhrAnswer<UploadAnswer>(xhr);
        onProgress(100);
        resolve(answer);
      } catch (error) {
        reject(error instanceof ApiError ? error : new ApiError(xhr.status, xhr.responseText, xhr.statusText));
      }
    };
    xhr.onerror = () => reject(ApiError.network());
    xhr.send(uploadFormData(form));
  });
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
