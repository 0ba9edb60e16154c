import type { ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';

/**
 * One card of a page made of cards (the home builder, a banner list): a titled region (its title a
 * heading, so the page reads as an outline and screen readers can jump between cards), an optional
 * action on the right and a short description. `id` is also its test id.
 */
export const SectionCard = ({
  id,
  title,
  description,
  action,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) => (
  <Card variant="outlined" component="section" aria-labelledby={`${id}-title`} id={id} data-testid={id}>
    <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Stack spacing={0.25}>
          <Typography variant="h6" component="h2" id={`${id}-title`}>
            {title}
          </Typography>
          {description ? (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          ) : null}
        </Stack>
        {action}
      </Stack>
      {children}
    </CardContent>
  </Card>
);
