import { Download } from 'lucide-react';
import { Button, type ButtonProps } from './ui/button';
import { useDownload } from '../lib/use-download';
import { useHydrated } from '../lib/use-hydrated';

interface DownloadButtonProps extends Omit<ButtonProps, 'onClick'> {
  productId: number;
  fileName: string | undefined;
}

export function DownloadButton({ productId, fileName, disabled, children = 'Download', ...buttonProps }: DownloadButtonProps) {
  const { download, pending } = useDownload();
  // On a page drawn on the server, a press before the page's code runs would be lost.
  const hydrated = useHydrated();
  return (
    <Button
      type="button"
      onClick={() => void download(productId, fileName)}
      disabled={disabled || pending || !hydrated}
      aria-busy={pending}
      {...buttonProps}
    >
      <Download aria-hidden="true" />
      {children}
    </Button>
  );
}
