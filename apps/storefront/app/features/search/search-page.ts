/**
 * The search page's own box: the header's search icon focuses it there instead of opening the
 * popup. Apart from the form, so the header on every page does not carry the search code.
 */
export const SEARCH_PAGE_INPUT_ID = 'search-q';
