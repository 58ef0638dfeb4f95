import styled from '@emotion/styled';
import { mdiStar, mdiStarOutline } from '@mdi/js';
import type { CSSProperties } from 'react';
import { Icon } from './icon';
import { color } from './tokens';

const STARS = [1, 2, 3, 4, 5] as const;

const Root = styled.span({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  width: 'min-content',
  color: '#faaf00',
  lineHeight: 0,
  pointerEvents: 'none',
});

const Row = styled.span({ display: 'inline-flex' });

const Empty = styled(Row)({ color: `color-mix(in srgb, ${color.text} 26%, transparent)` });

/** The filled stars over the empty ones, cut at the value (4,6 fills 92% of the row: 4 stars and 60% of the fifth). */
const Filled = styled(Row)({
  position: 'absolute',
  top: 0,
  left: 0,
  bottom: 0,
  width: 'var(--sf-rating-fill, 0%)',
  overflow: 'hidden',
});

export type RatingStarsProps = {
  /** 0 to 5. */
  value: number;
  /** Rounds the value to this step (MUI Rating's `precision`): 1 for whole stars, 0.1 for an average. */
  precision?: number;
  /** Each star's size in CSS px (MUI's small Rating: 18). */
  size?: number;
  /** What screen readers read ('Comida: 4 de 5 estrelas'); without it the stars are hidden from them. */
  label?: string;
  className?: string;
};

/** Read-only stars (MUI's Rating readOnly), drawn with the same icons in the same colours. */
export function RatingStars({ value, precision = 1, size = 18, label, className }: RatingStarsProps) {
  const rounded = Math.min(5, Math.max(0, Math.round(value / precision) * precision));
  const fill = `${Math.round(rounded * 20 * 100) / 100}%`;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <Root className={className} {...a11y} style={{ '--sf-rating-fill': fill } as CSSProperties}>
      <Empty>
        {STARS.map((star) => (
          <Icon key={star} path={mdiStarOutline} size={size} />
        ))}
      </Empty>
      <Filled>
        {STARS.map((star) => (
          <Icon key={star} path={mdiStar} size={size} />
        ))}
      </Filled>
    </Root>
  );
}
