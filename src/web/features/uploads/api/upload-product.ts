import type { UploadAnswer } from '../../../../contract/uploads';
import { uploadTextFields, type UploadForm } from '../upload-form';

/** The multipart body: every field before the file, so the server checks them before the stream starts. */
export function uploadFormData(form: UploadForm): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(uploadTextFields(form))) data.append(name, value);
  if (form.file) data.append('file', form.file, form.file.name);
  return data;
}

/**
 * POST /api/products through XMLHttpRequest, the one browser API that reports upload progress.
 * A non-OK answer rejects with the same "{status}: {body}" error as apiRequest, so the shared
 * error helpers read it.
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
      if (xhr.status < 200 || xhr.status >= 300) return reject(new Error(`${xhr.status}: ${xhr.responseText || xhr.statusText}`));
      onProgress(100);
      try {
        resolve(JSON.parse(xhr.responseText) as UploadAnswer);
      } catch {
        reject(new Error(`${xhr.status}: ${xhr.responseText}`));
      }
    };
    xhr.onerror = () => reject(new Error('0: Network error'));
    xhr.send(uploadFormData(form));
  });
}
