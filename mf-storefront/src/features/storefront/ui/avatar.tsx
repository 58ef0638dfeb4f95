import styled from '@emotion/styled';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { color } from './tokens';

const Root = styled.div({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 'var(--sf-avatar-size, 40px)',
  height: 'var(--sf-avatar-size, 40px)',
  borderRadius: '50%',
  overflow: 'hidden',
  userSelect: 'none',
  fontSize: '1.25rem',
  fontWeight: 700,
  lineHeight: 1,
  backgroundColor: color.brand,
  color: color.onBrand,
});

const Image = styled.img({ width: '100%', height: '100%', objectFit: 'cover', color: 'transparent', textIndent: 10000 });

export type AvatarProps = {
  /** The image; without one (or once it failed to load) the avatar shows `children` (an initial). */
  src?: string | null;
  srcSet?: string | null;
  sizes?: string;
  alt?: string;
  /** CSS px. */
  size?: number;
  className?: string;
  children?: ReactNode;
};

/** A round avatar on the store's brand colour (MUI's Avatar): the image, or its fallback once the image fails. */
export function Avatar({ src, srcSet, sizes, alt, size = 40, className, children }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const image = src && failed !== src ? src : null;
  return (
    <Root className={className} style={{ '--sf-avatar-size': `${size}px` } as CSSProperties}>
      {image ? (
        // sizes and srcSet before src: a browser that sets src first may fetch the big image too.
        <Image sizes={srcSet ? sizes : undefined} srcSet={srcSet ?? undefined} src={image} alt={alt} onError={() => setFailed(image)} />
      ) : (
        children
      )}
    </Root>
  );
}
