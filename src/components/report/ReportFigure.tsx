import { Card, CardContent, Typography } from '@mui/material';

/** One headline figure of a report (Jumlah Order, Total Penjualan, ...). */
export const ReportFigure = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Card variant="outlined" sx={{ flex: 1, minWidth: 0 }} data-testid={testId}>
    <CardContent>
      <Typography variant="subtitle2" component="h2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid={`${testId}-value`}>
        {value}
      </Typography>
    </CardContent>
  </Card>
);
