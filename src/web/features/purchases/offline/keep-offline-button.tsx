import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, CloudDownload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { errorMessage } from '../../../lib/api-error';
import { keepOffline, removeOffline } from './keep-offline';
import { keptTracksKey } from './use-kept-tracks';

const noRoom = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

/** Keeps a bought track on this device to listen with no network, or lets it go again. */
export function KeepOfflineButton({ productId, title, kept }: { productId: number; title: string; kept: boolean }) {
  const queryClient = useQueryClient();
  const [share, setShare] = useState(0);
  const refresh = () => queryClient.invalidateQueries({ queryKey: keptTracksKey });
  const keep = useMutation({
    mutationFn: () => {
      setShare(0);
      return keepOffline(productId, setShare);
    },
    onSettled: refresh,
  });
  const remove = useMutation({ mutationFn: () => removeOffline(productId), onSettled: refresh });

  if (keep.isPending) {
    return (
      <div className="space-y-1" aria-live="polite">
        <p className="text-center text-xs text-muted-foreground">Keeping on this device... {Math.round(share * 100)}%</p>
        <Progress value={share * 100} label={`Keeping ${title} on this device`} />
      </div>
    );
  }
  return (
    <div className="space-y-1">
      {kept ? (
        <div className="flex items-center justify-between gap-2 text-xs">
          <span className="flex items-center gap-1 text-muted-foreground" data-testid="kept-offline">
            <Check className="size-4" aria-hidden="true" />
            On this device: plays offline
          </span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Remove ${title} from this device`}
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            Remove
          </Button>
        </div>
      ) : (
        <Button
          type="button"
          variant="ghost"
          className="w-full"
          aria-label={`Keep ${title} on this device to listen offline`}
          onClick={() => keep.mutate()}
        >
          <CloudDownload aria-hidden="true" />
          Keep offline
        </Button>
      )}
      {keep.error ? (
        <p role="alert" className="text-center text-xs text-destructive">
          {noRoom(keep.error)
            ? 'There is not enough space on this device to keep this track.'
            : errorMessage(keep.error, 'The track could not be kept on this device. Please try again.')}
        </p>
      ) : null}
    </div>
  );
}
