import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '../../../../contract/account';
import { endpointTarget } from '../../../../contract/endpoint';
import { accountEndpoints } from '../../../../contract/endpoints/account';
import { paths } from '../../../config/paths';
import { apiRequest, callApi } from '../../../lib/request';

/** After the sessions end, a full page load starts the app signed out, with nothing of the account cached. */
const leaveSignedOut = () => window.location.assign(paths.home);

export const useSignOutEverywhere = () =>
  useMutation({
    mutationFn: () => callApi(accountEndpoints.signOutEverywhere),
    onSuccess: leaveSignedOut,
  });

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (input: DeleteAccountRequest) => callApi(accountEndpoints.deleteAccount, input),
    onSuccess: leaveSignedOut,
  });

/** The server names the zip (with the day); this is only for an answer without the header. */
const FALLBACK_FILE_NAME = 'soul-market-data.zip';

/**
 * Fetches the export (a small zip) and hands it to the browser as a download. Through the request helper,
 * so a refusal becomes an ApiError the section can show, instead of a page of JSON.
 */
export const useExportAccountData = () =>
  useMutation({
    mutationFn: async () => {
      const entry = accountEndpoints.exportData;
      const response = await apiRequest(entry.method, endpointTarget(entry).url);
      const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? FALLBACK_FILE_NAME;
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked on the next turn: the click has handed the file to the browser by then.
      setTimeout(() => URL.revokeObjectURL(url), 0);
      return fileName;
    },
  });
