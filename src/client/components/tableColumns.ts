// Columns a phone leaves out: a table keeps its essentials on a narrow screen and shows the rest
// from the breakpoint on.

/** Shown from the md breakpoint (desktop) on. */
export const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Shown from the sm breakpoint (a wide phone or a tablet) on. */
export const SMALL_UP = { display: { xs: 'none', sm: 'table-cell' } } as const;
