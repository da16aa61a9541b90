import {
  STOCK_PHOTOS_DEBOUNCE_MS,
  STOCK_PHOTOS_PER_PAGE,
  type TStockPhoto,
  type TStockPhotoSearchResult,
} from '@atrium/core';
import { BlockStack, Button, InlineStack, Text, TextField } from '@shopify/polaris';
import { useEffect, useState } from 'react';

type Results = { photos: TStockPhoto[]; page: number; hasNext: boolean };

/**
 * Stock photos (spec doc 2 §5, §9): a search typed into the field runs 500 ms after the last key,
 * 3 photos a page with Prev and Next, the provider's errors in red above the results, and how
 * to enable it when the installation has no key. Choosing a photo uses its landscape size and
 * credits the photographer.
 */
export function StockPhotoPicker({ onChoose }: { onChoose: (photo: TStockPhoto) => void }) {
  const [query, setQuery] = useState('');
  const { setPage, results, error, disabled, loading } = useStockPhotoSearch(query);

  if (disabled) {
    return (
      <Text as="p" tone="subdued">
        {disabled}
      </Text>
    );
  }
  return (
    <BlockStack gap="200">
      <TextField
        label="Search stock photos"
        value={query}
        onChange={setQuery}
        autoComplete="off"
        placeholder="e.g. office, mountains"
        helpText="Photos from Pexels."
      />
      {error && (
        <div role="alert">
          <Text as="p" tone="critical">
            {error}
          </Text>
        </div>
      )}
      <div role="status">{loading && <Text as="p">Searching…</Text>}</div>
      {results && results.photos.length === 0 && !loading && <Text as="p">No photos found. Try another word.</Text>}
      {results && results.photos.length > 0 && (
        <ul className="atrium-stock-photos" aria-label="Stock photos">
          {results.photos.slice(0, STOCK_PHOTOS_PER_PAGE).map((photo) => (
            <li key={photo.id}>
              <button
                type="button"
                onClick={() => onChoose(photo)}
                aria-label={`Use ${photo.alt || 'this photo'} by ${photo.photographer}`}
              >
                <img src={photo.src.landscape} alt="" loading="lazy" />
              </button>
              <a href={photo.photographer_url} target="_blank" rel="noopener noreferrer">
                {photo.photographer}
              </a>
            </li>
          ))}
        </ul>
      )}
      {results && (results.page > 1 || results.hasNext) && (
        <InlineStack gap="200">
          <Button disabled={results.page <= 1 || loading} onClick={() => setPage(results.page - 1)}>
            Prev
          </Button>
          <Button disabled={!results.hasNext || loading} onClick={() => setPage(results.page + 1)}>
            Next
          </Button>
        </InlineStack>
      )}
    </BlockStack>
  );
}

/** The search behind the picker: the query debounced, a page of results, the provider's error or why it is off. */
function useStockPhotoSearch(query: string) {
  const [debounced, setDebounced] = useState('');
  const [page, setPage] = useState(1);
  const [results, setResults] = useState<Results | null>(null);
  const [error, setError] = useState<string>();
  const [disabled, setDisabled] = useState<string>();
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => {
      setDebounced(query.trim());
      setPage(1);
    }, STOCK_PHOTOS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  useEffect(() => {
    if (debounced === '') {
      setResults(null);
      setError(undefined);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const params = new URLSearchParams({ query: debounced, page: String(page) });
    fetch(`/api/stock-photos?${params.toString()}`, { signal: controller.signal, credentials: 'same-origin' })
      .then(async (response) => {
        const body = (await response.json()) as TStockPhotoSearchResult;
        if ('enabled' in body && body.enabled === false) return setDisabled(body.message);
        if (!response.ok || !('enabled' in body)) {
          setError('message' in body ? body.message : 'Stock photos could not be loaded. Please try again.');
          return;
        }
        setError(undefined);
        setResults({ photos: body.photos, page: body.page, hasNext: body.hasNext });
      })
      .catch((problem: unknown) => {
        if ((problem as Error).name !== 'AbortError') setError('Stock photos could not be loaded. Please try again.');
      })
      .finally(() => setLoading(false));
    return () => controller.abort();
  }, [debounced, page]);
  return { setPage, results, error, disabled, loading };
}
