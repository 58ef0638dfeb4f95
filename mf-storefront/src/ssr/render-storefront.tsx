// Node entry (built to dist-ssr/render-storefront.cjs by shared/build/rspack-ssr.cjs; loaded by the API): renders
// /loja/{slug} with the components the browser uses, for the shell to hydrate.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { FirstScreenApp } from '../first-screen/first-screen-app';
import type { StorefrontSsrData } from './storefront-ssr-state';

export type { StorefrontSsrData } from './storefront-ssr-state';

export type StorefrontRenderInput = { data: StorefrontSsrData };

export type StorefrontRenderResult = {
  /** Inner HTML of the shell's #root. */
  html: string;
  /** <style data-emotion> tags of the rules this HTML uses (emotion's critical extraction), for <head>. */
  styles: string;
  /** What the client's first screen hydrates with, and what the full app's store is primed with. */
  state: StorefrontSsrData;
  /** The federated remote whose first screen hydrates this page. */
  remote: 'mf_storefront';
};

const noIntent = () => undefined;

/**
 * Renders /loja/{slug} (and a product's own link) as the first screen the browser hydrates (first-screen/), from the
 * same component. Emotion writes into a per-request cache with the key of the browser's default cache (`css`), which
 * adopts these style tags without inserting the rules again.
 */
export function renderStorefront({ data }: StorefrontRenderInput): StorefrontRenderResult {
  const cache = createCache({ key: 'css' });
  const emotionServer = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <FirstScreenApp data={data} onIntent={noIntent} />
    </CacheProvider>,
  );
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
  return { html, styles, state: data, remote: 'mf_storefront' };
}
