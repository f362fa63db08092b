import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MSG } from '@shared/messages';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { selectRequest } from '@client/lib/requests';
import {
  selectCurrencyDetail,
  CURRENCY_REQUESTS,
  currencyActions,
  useCurrencyList,
} from '@client/features/currency';

/**
 * The site's currencies (the ones a visitor may choose for a quote); choosing one reads it afresh by
 * id (`GET /currency/{id}`), which answers null when it fails (docs/requirements.md#currency).
 */
export function CurrenciesSection() {
  const dispatch = useAppDispatch();
  const currencies = useCurrencyList();
  const detail = useAppSelector(selectCurrencyDetail);
  const { status } = useAppSelector((state) => selectRequest(state, CURRENCY_REQUESTS.detail));
  return (
    <Box component="section" aria-labelledby="currencies-heading" sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" id="currencies-heading" gutterBottom>
        Currencies
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The currencies visitors can choose for a quote. Choose one to see what the server holds for it.
      </Typography>
      {currencies.length === 0 ? (
        <Typography color="text.secondary">No currencies are loaded.</Typography>
      ) : (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {currencies.map((c) => (
            <Chip
              key={c.id}
              label={c.code}
              color={detail?.id === c.id ? 'primary' : 'default'}
              aria-pressed={detail?.id === c.id}
              onClick={() => dispatch(currencyActions.detailRequested({ id: c.id }))}
            />
          ))}
        </Stack>
      )}
      <Box role="status" sx={{ mt: 2, minHeight: 24 }}>
        {status === 'pending'
          ? 'Loading…'
          : detail &&
            (detail.currency
              ? `${detail.currency.name}: code ${detail.currency.code}, symbol ${detail.currency.symbol || 'none'}.`
              : MSG.currencyDetailUnavailable)}
      </Box>
    </Box>
  );
}
