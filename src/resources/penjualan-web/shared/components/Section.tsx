import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@mui/material';

/** One panel of an order screen: a titled card (its title a heading, so the page reads as an outline). */
export const Section = ({ title, action, children, testId }: { title: string; action?: ReactNode; children: ReactNode; testId?: string }) => (
  <Card variant="outlined" data-testid={testId}>
    <CardHeader title={title} action={action} titleTypographyProps={{ variant: 'h6', component: 'h2' }} sx={{ pb: 0.5 }} />
    <CardContent sx={{ pt: 1 }}>{children}</CardContent>
  </Card>
);
