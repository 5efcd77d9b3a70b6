import { downloadEndpoints } from '../../../../contract/endpoints/downloads';

/** The URL the player and the readers stream a purchased product from. */
export const streamUrl = (productId: number) => downloadEndpoints.stream.path.replace(':id', String(productId));

const streamPattern = new RegExp(`^${downloadEndpoints.stream.path.replace(':id', '(\\d+)')}$`);

/** The product a stream address is for, or null when the address is not a stream. */
export function streamProductId(pathname: string): number | null {
  const match = streamPattern.exec(pathname);
  return match ? Number(match[1]) : null;
}
