import { useState } from 'react';
import { Box, Skeleton, Stack, Typography } from '@mui/material';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { useNotify } from 'react-admin';
import { errorMessage } from '../../../api/errors';
import { ConfirmedIconAction } from '../../../components/ConfirmedIconAction';
import { format } from '../../../i18n/format';
import { produkWebMessages, type WebProduct } from '../../../resources/produk-web/public';
import { SectionCard } from '../../../components/SectionCard';
import { FlashSaleProductRow } from './FlashSaleProductRow';
import { FlashSaleSearch } from './FlashSaleSearch';
import { FlashSaleSetupDialog, type FlashSaleSetupTarget } from './FlashSaleSetupDialog';
import { useFlashSaleList, useToggleFlashSale } from './hooks';
import { flashSaleDefaults, flashSaleOffPayload } from './rules';
import { flashSaleMessages as m } from './messages';

/**
 * The home builder's Flash Sale card (catalogue spec §2 and §4): the products whose flash sale runs, each
 * removable after a confirmation, and a search to set one up. A failed list is silent (catalogue spec §8):
 * it shows as an empty one. One toggle at a time: every action waits while one is sent.
 */
export const FlashSaleCard = () => {
  const notify = useNotify();
  const list = useFlashSaleList();
  const toggle = useToggleFlashSale();
  const [target, setTarget] = useState<FlashSaleSetupTarget | null>(null);
  const products = list.data ?? [];

  const remove = async (product: WebProduct) => {
    try {
      if ((await toggle.runAsync(flashSaleOffPayload(product.id))) !== undefined) notify(produkWebMessages.flashSaleOff, { type: 'success' });
    } catch (error) {
      notify(errorMessage(error, m.toggleFailed), { type: 'error' });
    }
  };

  return (
    <SectionCard id="flash-sale" title={m.title} description={m.description}>
      <Stack spacing={2}>
        <FlashSaleSearch disabled={toggle.isPending} onSetUp={(product) => setTarget({ product, defaults: flashSaleDefaults(new Date()) })} />
        <Box>
          <Typography variant="subtitle2" component="h3" id="flash-sale-active-title" sx={{ mb: 1 }}>
            {m.activeList}
          </Typography>
          {list.isPending ? (
            <Stack spacing={1} data-testid="flash-sale-loading">
              <Skeleton variant="rounded" height={72} />
              <Skeleton variant="rounded" height={72} />
            </Stack>
          ) : products.length === 0 ? (
            <Typography variant="body2" color="text.secondary" data-testid="flash-sale-empty">
              {m.empty}
            </Typography>
          ) : (
            <Box component="ul" aria-labelledby="flash-sale-active-title" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
              {products.map((product) => (
                <FlashSaleProductRow
                  key={product.id}
                  product={product}
                  showDiscount
                  testId="flash-sale-item"
                  action={
                    <ConfirmedIconAction
                      label={format(m.remove, { name: product.judul })}
                      icon={<RemoveCircleOutlineIcon />}
                      color="error"
                      confirmTitle={m.removeTitle}
                      confirmContent={format(m.removeContent, { name: product.judul })}
                      confirmLabel={m.removeConfirm}
                      pending={toggle.isPending}
                      onConfirm={() => remove(product)}
                    />
                  }
                />
              ))}
            </Box>
          )}
        </Box>
      </Stack>
      {target && <FlashSaleSetupDialog target={target} toggle={toggle} onClose={() => setTarget(null)} />}
    </SectionCard>
  );
};
