import { Box, Chip } from '@comanda/shared/ui/mui';

export type BadgeTone = 'success' | 'neutral';

/** A labelled list of chips (dietary flags, delivery methods, promotional weekdays…). */
export function Badges({ labels, label, tone = 'success' }: { labels: readonly string[]; label: string; tone?: BadgeTone }) {
  if (labels.length === 0) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
      {labels.map((text, index) => (
        <li key={`${index}:${text}`}>
          {/* success.dark on white keeps the outlined chip text above 4.5:1 */}
          <Chip
            label={text}
            size="small"
            variant="outlined"
            sx={tone === 'success' ? { color: 'success.dark', borderColor: 'success.dark', fontWeight: 600 } : { color: 'text.primary', fontWeight: 600 }}
          />
        </li>
      ))}
    </Box>
  );
}
