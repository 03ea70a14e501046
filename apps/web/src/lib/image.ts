import { IMAGE_DEFAULT_WIDTH } from '@bb/contract';

/**
 * Images from the product's own image host (VITE_IMAGE_HOST, and our own `/media/`) are resized
 * by the host: they get a width parameter, 300 unless asked otherwise. Other images pass through.
 */
export function imageUrl(
  src: string,
  width: number = IMAGE_DEFAULT_WIDTH,
  imageHost: string | undefined = import.meta.env?.VITE_IMAGE_HOST,
): string {
  if (!src) return src;
  const own = src.startsWith('/media/') || (imageHost !== undefined && imageHost !== '' && src.startsWith(imageHost));
  if (!own) return src;
  const [path, hash] = src.split('#');
  const withWidth = `${path}${path?.includes('?') ? '&' : '?'}w=${width}`;
  return hash === undefined ? withWidth : `${withWidth}#${hash}`;
}
