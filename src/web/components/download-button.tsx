import { Download } from 'lucide-react';
import { Button, type ButtonProps } from './ui/button';
import { useDownload } from '../lib/use-download';

interface DownloadButtonProps extends Omit<ButtonProps, 'onClick'> {
  productId: number;
  fileName: string | undefined;
}

export function DownloadButton({ productId, fileName, disabled, children = 'Download', ...buttonProps }: DownloadButtonProps) {
  const { download, pending } = useDownload();
  return (
    <Button
      type="button"
      onClick={() => void download(productId, fileName)}
      disabled={disabled || pending}
      aria-busy={pending}
      {...buttonProps}
    >
      <Download aria-hidden="true" />
      {children}
    </Button>
  );
}
