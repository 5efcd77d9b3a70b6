import { useCallback, useState } from 'react';
import { toast } from '../components/ui/use-toast';
import { hasErrorCode } from './api-error';
import { useAuth } from './auth';
import { endpointTarget } from '../../contract/endpoint';
import { downloadEndpoints } from '../../contract/endpoints/downloads';
import { apiRequest } from './request';
import { redirectToSignIn } from './sign-in-redirect';

const signInNotice = { title: 'Please sign in', description: 'You need to be signed in to download' };

/**
 * Downloads a purchased file without holding it in memory: a HEAD request asks the server whether this user
 * may have the file (401, 403 or OK, with no body sent), then a plain link with the download attribute lets
 * the browser stream the file straight to disk. Fetching the file into a blob would keep all of it (up to
 * 100 MB) in the page's memory first.
 */
export function useDownload() {
  const { isAuthenticated } = useAuth();
  const [pending, setPending] = useState(false);

  const download = useCallback(
    async (productId: number, fileName: string | undefined) => {
      if (!isAuthenticated) {
        redirectToSignIn(signInNotice);
        return;
      }
      // A link the browser follows (it streams the file to disk), so the entry gives its address, not a call.
      const { url } = endpointTarget(downloadEndpoints.file, { id: productId });
      setPending(true);
      try {
        await apiRequest('HEAD', url);
        const link = document.createElement('a');
        link.href = url;
        link.download = fileName || 'download';
        document.body.append(link);
        link.click();
        link.remove();
        toast({ title: 'Download started', description: 'Your file is being downloaded' });
      } catch (error) {
        if (hasErrorCode(error, 'unauthorized')) redirectToSignIn(signInNotice);
        else if (hasErrorCode(error, 'forbidden'))
          toast({
            title: 'Purchase required',
            description: 'You must purchase this product to download it',
            variant: 'destructive',
          });
        else toast({ title: 'Download failed', description: 'There was an error downloading the file', variant: 'destructive' });
      } finally {
        setPending(false);
      }
    },
    [isAuthenticated],
  );

  return { download, pending };
}
