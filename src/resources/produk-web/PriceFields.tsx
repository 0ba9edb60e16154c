import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { BooleanInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { WholeNumberInput } from '../../components/NumberTextInput';
import { PercentInput } from '../../components/PercentInput';
import { RupiahInput } from '../../components/RupiahInput';
import { IndonesianDateInput } from '../../components/date/IndonesianDateInput';
import { produkWebMessages } from './messages';

const Row = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, width: '100%' }}>{children}</Box>
);

/**
 * Selling price (with its AI button), wholesale price and minimum quantity, and the discount switch
 * with percent and end date: for a product without variants (`prefix` '') or one variant
 * (`prefix` 'varian.0.').
 */
export const PriceFields = ({ prefix = '', generate }: { prefix?: string; generate: ReactNode }) => {
  const discountOn = Boolean(useWatch({ name: `${prefix}diskonAktif` }));
  return (
    <Box sx={{ width: '100%' }}>
      <Row>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', gridColumn: '1 / -1' }}>
          <Box sx={{ flex: '0 1 320px', minWidth: 160 }}>
            <RupiahInput source={`${prefix}hargaJual`} label={produkWebMessages.hargaJual} fullWidth />
          </Box>
          {generate}
        </Box>
        <RupiahInput source={`${prefix}hargaGrosir`} label={produkWebMessages.hargaGrosir} fullWidth />
        <WholeNumberInput source={`${prefix}minQtyGrosir`} label={produkWebMessages.minQtyGrosir} min={2} step={1} fullWidth />
      </Row>
      <BooleanInput source={`${prefix}diskonAktif`} label={produkWebMessages.diskonAktif} />
      {discountOn && (
        <Row>
          <PercentInput source={`${prefix}diskonPersen`} label={produkWebMessages.diskonPersen} min={0} max={100} step={0.1} fullWidth />
          <IndonesianDateInput source={`${prefix}diskonBerakhir`} label={produkWebMessages.diskonBerakhir} helperText={produkWebMessages.diskonBerakhirHint} fullWidth />
        </Row>
      )}
    </Box>
  );
};
