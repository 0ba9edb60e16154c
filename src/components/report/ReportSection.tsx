import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** One titled block of a report (a chart, a table), its title a heading so the page reads as an outline. */
export const ReportSection = ({ title, id, children }: { title: string; id: string; children: ReactNode }) => (
  <Card variant="outlined" component="section" aria-labelledby={id}>
    <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
      <Typography variant="subtitle1" component="h2" id={id} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
