// Node entry (built to dist-ssr/render-storefront.cjs by shared/build/rspack-ssr.cjs; loaded by the API): renders
// /loja/{slug} with the components the browser uses, for the shell to hydrate.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { baseApi, createAppStore } from '@comanda/shared/state';
import { AppProviders } from '@comanda/shared/ui';
import StorefrontRoutes from '../routes';
import { primeStorefrontCache, type StorefrontSsrData } from './storefront-ssr-data';

export type { StorefrontSsrData } from './storefront-ssr-data';

export type StorefrontRenderInput = {
  /** Path and query of the request, e.g. /loja/pizzaria-bella-napoli?x=1 */
  url: string;
  data: StorefrontSsrData;
};

export type StorefrontRenderResult = {
  /** Inner HTML of the shell's #root. */
  html: string;
  /** <style data-emotion> tags of the rules this HTML uses (emotion's critical extraction), for <head>. */
  styles: string;
  /** What the client hands to the remote's hydrateServerState before hydrating. */
  state: StorefrontSsrData;
  /** The federated remote whose routes module renders this page. */
  remote: 'mf_storefront';
};

/**
 * Renders what the shell shows at /loja/{slug}: its providers, the route, the remote's routes. The shell's own
 * wrappers on that path (auth check, store gate, remote area) add no markup when it hydrates a server-rendered
 * page, so the HTML is the same; and the storefront puts no useId ids in this markup (render-storefront.test), so
 * the shell's tree above it cannot make the ids differ. Emotion writes into a per-request cache with the key of
 * the browser's default cache (`css`), which adopts these style tags without inserting the rules again.
 */
export function renderStorefront({ url, data }: StorefrontRenderInput): StorefrontRenderResult {
  const store = createAppStore();
  primeStorefrontCache(store.dispatch, data);
  const cache = createCache({ key: 'css' });
  const emotionServer = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders store={store}>
        <StaticRouter location={url}>
          <Routes>
            <Route path="/loja/:slug/*" element={<StorefrontRoutes basePath="/loja" />} />
          </Routes>
        </StaticRouter>
      </AppProviders>
    </CacheProvider>,
  );
  // Unsubscribed cache entries hold a 60 s removal timer each: this store is done, let it go now.
  store.dispatch(baseApi.util.resetApiState());
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
  return { html, styles, state: data, remote: 'mf_storefront' };
}
