import { useId, type ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';

/**
 * One card of a page made of cards (the home builder, a banner list, an order's panels): a titled region
 * (its title a heading, so the page reads as an outline and screen readers can jump between cards), an
 * optional action on the right (under the title on a phone) and a short description. `id` names the
 * region in the page (and is its test id unless `testId` says otherwise); without one the card still
 * labels itself by its title.
 */
export const SectionCard = ({
  id,
  testId = id,
  title,
  description,
  action,
  children,
}: {
  id?: string;
  testId?: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) => {
  const ownId = useId();
  const titleId = `${id ?? ownId}-title`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} id={id} data-testid={testId}>
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Stack spacing={0.25} sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" id={titleId} sx={{ overflowWrap: 'anywhere' }}>
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
};
