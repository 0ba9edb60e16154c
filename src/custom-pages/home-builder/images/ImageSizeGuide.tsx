import { Box, Stack, Typography } from '@mui/material';
import { formatBytes } from '../../../domain/image/formatBytes';
import { format } from '../../../i18n/format';
import { SectionCard } from '../../../components/SectionCard';
import { homeBuilderImageMessages as m } from './messages';
import { recommendedSizes } from './rules/sizeGuide';

/**
 * Catalogue spec §9's recommended sizes, one short list per kind of image: three columns on a wide
 * screen, stacked on a phone (each line wraps, so nothing is wider than 390 px).
 */
export const ImageSizeGuide = () => (
  <SectionCard id="home-builder-size-guide" title={m.guideTitle} description={m.guideDescription}>
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
      {recommendedSizes.map((group) => (
        <Box key={group.key} data-testid={`size-guide-${group.key}`}>
          <Typography variant="subtitle2" component="h3" id={`size-guide-${group.key}-title`} sx={{ mb: 0.5 }}>
            {group.title}
          </Typography>
          <Box component="ul" aria-labelledby={`size-guide-${group.key}-title`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {group.sizes.map((size) => (
              <Stack
                key={size.key}
                component="li"
                direction="row"
                useFlexGap
                data-testid={`size-guide-${size.key}`}
                sx={{ py: 0.5, borderBottom: 1, borderColor: 'divider', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 1 }}
              >
                <Typography variant="body2">{size.label}</Typography>
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>
                  {format(m.guideDimension, { width: size.width, height: size.height })}
                  {size.maxBytes ? (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {` · ${format(m.guideMaxSize, { size: formatBytes(size.maxBytes) })}`}
                    </Typography>
                  ) : null}
                </Typography>
              </Stack>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  </SectionCard>
);
