import { createTheme } from '@mui/material/styles';

// The brand colours as specified, primary #1976d2 and secondary #f50057 (decision 039). Every text
// on them and in them reads at 4.5:1 or more (WCAG AA):
// - contrastThreshold 4.5: MUI's text on a colour is white where white reaches 4.5:1 (#1976d2,
//   4.60:1) and dark where it does not (#f50057 gives white 4.18:1, dark text 4.7:1);
// - secondary.dark, #c51162, is the secondary colour of small text on a light ground (5.78:1 on
//   white), where #f50057 itself would read 4.18:1; primary.dark, #1565c0, is the primary colour of
//   small text on the grey bands (5.50:1 on grey.50, where #1976d2 reads 4.41:1).
export const theme = createTheme({
  palette: {
    contrastThreshold: 4.5,
    primary: { main: '#1976d2', dark: '#1565c0' },
    secondary: { main: '#f50057', dark: '#c51162' },
  },
});
