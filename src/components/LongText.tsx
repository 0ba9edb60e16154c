import { Typography, type TypographyProps } from '@mui/material';
import { displayText } from '../domain/displayText';

export interface LongTextProps extends Pick<TypographyProps, 'variant' | 'color' | 'sx' | 'component'> {
  text: unknown;
  /** Lines shown before the rest is cut with an ellipsis (the whole text stays on hover). */
  lines?: number;
  testId?: string;
}

/**
 * Text of any length from the server: long words wrap instead of widening the page, more than `lines`
 * lines are cut with the whole text on hover, and it is isolated (`<bdi>`) and stripped of bidi controls
 * so it can neither reorder itself nor its neighbours.
 */
export const LongText = ({ text, lines = 2, testId, variant = 'body2', color, sx, component = 'div' }: LongTextProps) => {
  const shown = displayText(text);
  return (
    <Typography
      variant={variant}
      color={color}
      component={component}
      title={shown}
      data-testid={testId}
      sx={[
        {
          overflowWrap: 'anywhere',
          wordBreak: 'break-word',
          display: '-webkit-box',
          WebkitLineClamp: lines,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <bdi>{shown}</bdi>
    </Typography>
  );
};
