import { getImageProps, type ImageProps } from 'next/image';

type Props = Omit<ImageProps, 'src' | 'alt' | 'width' | 'height'> & { src: string; alt: string; width: number; height: number };

/**
 * An image the cms made public (`/uploads/…`: logos, covers, photos) through Next's image optimizer: AVIF or WebP,
 * whichever the browser takes, at the width the layout needs — 1× and 2× of a fixed `width`, or the widths `sizes`
 * calls for. A plain `<img>` rendered on the server: next/image's component would add its client code to every
 * page that shows one. `width` and `height` give the box's proportions before the file arrives (no layout shift).
 */
export function PublicImage({ alt, ...props }: Props) {
  const { props: img } = getImageProps({ alt, ...props });
  // alt again by name: getImageProps returns it, but the accessibility lint cannot see it inside a spread.
  return <img {...img} alt={alt} />;
}
