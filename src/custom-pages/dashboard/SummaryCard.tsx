import type { ReactNode } from 'react';
import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

interface SummaryCardProps {
  title: string;
  /** Undefined while loading. */
  value: string | undefined;
  unit?: string;
  icon: ReactNode;
  to: string;
  linkLabel: string;
  testId: string;
}

export const SummaryCard = ({ title, value, unit, icon, to, linkLabel, testId }: SummaryCardProps) => (
  <Card sx={{ height: '100%' }} data-testid={testId}>
    <CardActionArea component={Link} to={to} aria-label={`${title}: ${linkLabel}`} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5, color: 'text.secondary' }}>
          {icon}
          <Typography variant="subtitle2" component="h2">
            {title}
          </Typography>
        </Box>
        {value === undefined ? (
          <Skeleton variant="text" width="60%" sx={{ fontSize: '2rem' }} />
        ) : (
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid={`${testId}-value`}>
            {value}
            {unit && (
              <Typography component="span" variant="subtitle1" color="text.secondary" sx={{ ml: 1 }}>
                {unit}
              </Typography>
            )}
          </Typography>
        )}
        <Typography variant="body2" color="primary" sx={{ mt: 1 }}>
          {linkLabel} →
        </Typography>
      </CardContent>
    </CardActionArea>
  </Card>
);
