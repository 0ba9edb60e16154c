import { memo } from 'react';
import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { formatNumber } from '../../../domain/format';
import type { OrderCenterTab } from '../shared/rules/orderCenterTab';
import { penjualanWebMessages } from '../shared/messages';
import type { QueueSummary } from '../schemas';

const m = penjualanWebMessages.center;

const CARDS: ReadonlyArray<{ tab: OrderCenterTab; type: keyof typeof m.types; key: keyof QueueSummary['breakdown'] }> = [
  { tab: 'all-orders', type: 'ALL', key: 'total' },
  { tab: 'chat-admin', type: 'CHAT_ADMIN', key: 'chatAdmin' },
  { tab: 'gratis-ongkir', type: 'GRATIS_ONGKIR', key: 'gratisOngkir' },
  { tab: 'biteship', type: 'BITESHIP', key: 'biteship' },
];

type CardSpec = (typeof CARDS)[number];

interface SummaryCardProps extends Omit<CardSpec, 'key'> {
  counts: QueueSummary['breakdown'][CardSpec['key']] | undefined;
  selected: boolean;
  onChoose: (tab: OrderCenterTab) => void;
}

/** One type's card. Memoised: a tab switch re-renders the two cards whose highlight moves, not all four. */
const SummaryCard = memo(function SummaryCard({ tab, type, counts, selected, onChoose }: SummaryCardProps) {
  const texts = m.types[type];
  return (
    <Card variant="outlined" sx={{ borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}>
      <CardActionArea onClick={() => onChoose(tab)} aria-pressed={selected} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }} data-testid={`summary-${tab}`}>
        <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {texts.title}
          </Typography>
          {/* On a phone the cards are counts only: the queue should not start a screen further down. */}
          <Typography variant="body2" color="text.secondary" sx={{ minHeight: { lg: 40 }, display: { xs: 'none', sm: 'block' } }}>
            {texts.description}
          </Typography>
          {/* Stacked on a phone: a short count would otherwise pull 'selesai' up beside 'aktif' in one card and not the next. */}
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, flexWrap: 'wrap', alignItems: { sm: 'baseline' }, columnGap: 2, my: 1 }}>
            {counts ? (
              <>
                <Typography>
                  <Box component="strong" sx={{ fontSize: '1.5rem' }} data-testid={`summary-${tab}-active`}>
                    {formatNumber(Number(counts.active))}
                  </Box>{' '}
                  {m.active}
                </Typography>
                <Typography color="text.secondary">
                  <Box component="span" sx={{ fontSize: '1.1rem' }} data-testid={`summary-${tab}-completed`}>
                    {formatNumber(Number(counts.completed))}
                  </Box>{' '}
                  {m.completed}
                </Typography>
              </>
            ) : (
              <Skeleton width="60%" height={36} />
            )}
          </Box>
          <Box component="ol" sx={{ m: 0, pl: 2.5, display: { xs: 'none', sm: 'block' } }}>
            {texts.steps.map((step) => (
              <Typography key={step} component="li" variant="caption" color="text.secondary">
                {step}
              </Typography>
            ))}
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
});

/**
 * The four shipping types (order spec §2, Order queue): what each means, its active and completed
 * counts from the server's breakdown and its step guide; choosing one opens its tab.
 */
export const OrderCenterSummary = ({ summary, current, onChoose }: { summary: QueueSummary | undefined; current: OrderCenterTab; onChoose: (tab: OrderCenterTab) => void }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, gap: 1.5 }}>
    {CARDS.map((card) => (
      <SummaryCard key={card.tab} tab={card.tab} type={card.type} counts={summary?.breakdown[card.key]} selected={current === card.tab} onChoose={onChoose} />
    ))}
  </Box>
);
