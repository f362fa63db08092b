import type { ComponentProps } from 'react';
import { ListState } from '@client/components/ListState';
import { PageNav } from '@client/components/PageNav';

interface PagedListStateProps extends ComponentProps<typeof ListState> {
  paging: { page: number; pageCount: number };
  onPage: (page: number) => void;
  /** What is paged, for screen readers: e.g. 'Project pages'. */
  pagesLabel: string;
}

/** A server-paged list in each of its states (see ListState), with its page numbers under the rows. */
export function PagedListState({ paging, onPage, pagesLabel, children, ...state }: PagedListStateProps) {
  return (
    <ListState {...state}>
      {children}
      <PageNav page={paging.page} pageCount={paging.pageCount} onChange={onPage} label={pagesLabel} />
    </ListState>
  );
}
