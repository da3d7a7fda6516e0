/**
 * The SQL function every list search of this service goes through, on the column and on the filter alike: lower case
 * without accents ("Jamón" → "jamon"), IMMUTABLE so its results are indexed (migration 215_accent_free_search).
 */
export const SEARCH_FOLD = 'restaurants_search_text';
