import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { entityName } from '../../domain/entity';
import { formatNumber } from '../../domain/format';
import type { PosInfo } from './rules/formValues';
import { produkWebMessages } from './messages';

const Fact = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" data-testid={testId}>
      {value}
    </Typography>
  </Box>
);

const size = (value: number | null): string => (value === null ? '-' : formatNumber(value));

/**
 * Read-only facts of the linked cashier product (catalogue spec §2): entity, weight in grams, length,
 * width and height in cm. In variant mode while adding they come from the first variant's product.
 */
export const PosInfoCard = ({ source }: { source?: PosInfo | null }) => {
  const own = useWatch({ name: ['entitasId', 'beratGram', 'panjangCm', 'lebarCm', 'tinggiCm'] }) as [
    PosInfo['entitasId'],
    number | null,
    number | null,
    number | null,
    number | null,
  ];
  const [entitasId, beratGram, panjangCm, lebarCm, tinggiCm] = source
    ? [source.entitasId, source.beratGram, source.panjangCm, source.lebarCm, source.tinggiCm]
    : own;
  if (!entitasId) {
    return (
      <Typography variant="body2" color="text.secondary">
        {produkWebMessages.posEmpty}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 2 }} data-testid="pos-info">
      <Fact label={produkWebMessages.entitas} value={entityName(entitasId)} testId="pos-entitas" />
      <Fact label={produkWebMessages.berat} value={size(beratGram)} testId="pos-berat" />
      <Fact label={produkWebMessages.panjang} value={size(panjangCm)} testId="pos-panjang" />
      <Fact label={produkWebMessages.lebar} value={size(lebarCm)} testId="pos-lebar" />
      <Fact label={produkWebMessages.tinggi} value={size(tinggiCm)} testId="pos-tinggi" />
    </Box>
  );
};
