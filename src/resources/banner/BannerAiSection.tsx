import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Alert, Autocomplete, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { useGenerateBannerImage } from './hooks';
import { bannerMessages as m } from './messages';
import type { BannerType } from './schemas';
import type { StorefrontProduct as ShopProduct } from '../produk-web/public';

interface AiProduct {
  id: string | number;
  label: string;
}

/**
 * AI banner (catalogue spec §2 and §5): a product (required), an optional prompt, the banner's type;
 * the picture it returns becomes the banner's (desktop) picture.
 */
export const BannerAiSection = ({
  type,
  products,
  onImage,
  disabled,
}: {
  type: BannerType;
  products: readonly ShopProduct[] | undefined;
  onImage: (url: string) => void;
  disabled?: boolean;
}) => {
  const notify = useNotify();
  const generate = useGenerateBannerImage();
  const [product, setProduct] = useState<AiProduct | null>(null);
  const [prompt, setPrompt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const options: AiProduct[] = (products ?? []).map((p) => ({ id: p.id, label: p.judul ?? p.nama ?? String(p.id) }));

  const run = async () => {
    if (!product) {
      setProblem(m.aiNoProduct);
      return;
    }
    setProblem(null);
    try {
      const url = await generate.runAsync({ productId: product.id, prompt: prompt.trim(), type });
      if (!url) return;
      onImage(url);
      notify(m.aiUsed, { type: 'success' });
    } catch (error) {
      setProblem(errorMessage(error, m.aiFailed));
    }
  };

  return (
    <Box component="section" aria-label={m.aiTitle} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Typography variant="subtitle2" sx={{ mb: 1, display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <AutoAwesomeIcon fontSize="small" color="secondary" aria-hidden /> {m.aiTitle}
      </Typography>
      <Stack spacing={1.5}>
        <Autocomplete
          size="small"
          options={options}
          value={product}
          onChange={(_event, option) => {
            setProduct(option);
            setProblem(null);
          }}
          getOptionLabel={(option) => option.label}
          isOptionEqualToValue={(option, chosen) => String(option.id) === String(chosen.id)}
          noOptionsText={m.noOptions}
          disabled={disabled || generate.isPending}
          renderInput={(params) => <TextField {...params} label={m.aiProduct} />}
        />
        <TextField
          size="small"
          label={m.aiPrompt}
          helperText={m.aiPromptHint}
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
          disabled={disabled || generate.isPending}
          multiline
          minRows={1}
        />
        {problem ? (
          <Alert severity="error" role="alert" data-testid="banner-ai-error">
            {problem}
          </Alert>
        ) : null}
        <Box>
          <Button
            variant="outlined"
            color="secondary"
            onClick={() => void run()}
            disabled={disabled || generate.isPending}
            startIcon={generate.isPending ? <CircularProgress size={16} /> : <AutoAwesomeIcon />}
          >
            {generate.isPending ? m.aiGenerating : m.aiGenerate}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};
