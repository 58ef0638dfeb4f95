import { readServerRender, SERVER_RENDER_ELEMENT_ID } from './server-render-state';

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('');
  if (json !== null) doc.body.innerHTML = `<script type="application/json" id="${SERVER_RENDER_ELEMENT_ID}">${json}</script>`;
  return doc;
}

describe('readServerRender', () => {
  it('reads the state the API serialised into the page', () => {
    const state = { slug: 'pizzaria', store: { name: '</script>' } };
    const json = JSON.stringify({ remote: 'mf_storefront', slug: 'pizzaria', state }).replace(/</g, '\\u003c');
    expect(readServerRender(pageWith(json))).toEqual({ remote: 'mf_storefront', slug: 'pizzaria', state });
  });

  it('is null for the plain SPA page or a state it does not understand', () => {
    expect(readServerRender(pageWith(null))).toBeNull();
    expect(readServerRender(pageWith('{not json'))).toBeNull();
    expect(readServerRender(pageWith('{"remote":"mf_desconhecido","slug":"x"}'))).toBeNull();
  });
});
