import { useDeferredValue, useState } from 'react';

/** A search box's text and the table page: a new search starts again at page 1. */
export function usePagedSearch() {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const query = useDeferredValue(search.trim());
  const setSearch = (text: string) => {
    setSearchText(text);
    setPage(1);
  };
  return { search, setSearch, query, page, setPage };
}
