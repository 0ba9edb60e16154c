import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One titled card of the product form. */
export const ProdukWebSection = ({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) => (
  <Card variant="outlined" component="section" aria-label={title} data-testid={testId}>
    <CardContent>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={1}>{children}</Stack>
    </CardContent>
  </Card>
);
