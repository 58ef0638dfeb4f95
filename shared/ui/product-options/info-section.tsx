import { useId, type ReactNode } from 'react';
import { Box, Typography } from '@comanda/shared/ui/mui';
import { Badges, type BadgeTone } from './badges';

/** [label, value]; rows whose value is null or blank are left out. */
export type InfoRow = readonly [label: string, value: string | null | undefined];

export type InfoSectionProps = {
  title: string;
  /** A paragraph under the title (descriptions, recommendations). */
  text?: string | null;
  rows?: readonly InfoRow[];
  /** Chips under the rows (dietary flags, delivery methods…). */
  badges?: readonly string[];
  badgesLabel?: string;
  badgesTone?: BadgeTone;
  /** Extra content; pass it only when there is something to show. */
  children?: ReactNode;
};

/** Read-only product data: a titled region with key/value rows. Renders nothing when it has nothing to say. */
export function InfoSection({ title, text, rows = [], badges = [], badgesLabel = title, badgesTone, children }: InfoSectionProps) {
  const headingId = useId();
  const shown = rows.filter((row): row is readonly [string, string] => typeof row[1] === 'string' && row[1].trim() !== '');
  const hasChildren = children !== undefined && children !== null && children !== false;
  const paragraph = typeof text === 'string' && text.trim() !== '' ? text : null;
  if (paragraph === null && shown.length === 0 && badges.length === 0 && !hasChildren) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {paragraph !== null && (
        <Typography variant="body2" sx={{ mb: shown.length > 0 ? 0.5 : 0, whiteSpace: 'pre-line' }}>
          {paragraph}
        </Typography>
      )}
      {shown.length > 0 && (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
          {shown.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {badges.length > 0 && (
        <Box sx={{ mt: shown.length > 0 || paragraph !== null ? 1 : 0 }}>
          <Badges labels={badges} label={badgesLabel} tone={badgesTone} />
        </Box>
      )}
      {children}
    </Box>
  );
}

/** A plain bulleted list inside an info section (locations, recommendations). */
export function InfoList({ items, label }: { items: readonly string[]; label?: string }) {
  if (items.length === 0) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, pl: 3 }}>
      {items.map((item, index) => (
        <Typography key={`${index}:${item}`} component="li" variant="body2">
          {item}
        </Typography>
      ))}
    </Box>
  );
}
