import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';

interface Props {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** What is paged, for screen readers: e.g. 'Project pages'. */
  label: string;
}

/** The page numbers under a server-paged list; nothing while everything fits on one page. */
export function PageNav({ page, pageCount, onChange, label }: Props) {
  if (pageCount <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Pagination
        count={pageCount}
        page={page}
        onChange={(_e, value) => onChange(value)}
        aria-label={label}
      />
    </Box>
  );
}
