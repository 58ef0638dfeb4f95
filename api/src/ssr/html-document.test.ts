import { EARLY_TAPS_SCRIPT } from '@comanda/shared/ssr';
import { composeDocument, jsonForScript, parseTemplate } from './html-document';

// The shape HtmlRspackPlugin gives shell/public/index.html.
const SHELL_INDEX =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Comanda — pedidos</title><style>#boot{}</style>' +
  '<script defer src="/main.aa3b74e34f.js"></script></head><body><noscript>Ative o JavaScript.</noscript>\n' +
  '    <div id="root"><div id="boot" role="status" aria-label="Carregando"><span></span></div></div></body></html>';

describe('server-rendered document', () => {
  it('puts styles in the head, the markup in #root, then the early-tap catcher, the state and the scripts', () => {
    const template = parseTemplate(SHELL_INDEX);
    expect(template).not.toBeNull();
    const html = composeDocument(template!, {
      title: 'Pizzaria <Bella> & Cia — Comanda',
      styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
      rootHtml: '<main><h1>Pizzaria</h1></main>',
      state: { slug: 'pizzaria' },
      nonce: 'N0nce',
    });
    expect(html).toBe(
      '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Pizzaria &lt;Bella&gt; &amp; Cia — Comanda</title><style>#boot{}</style>' +
        '<style data-emotion="css abc">.css-abc{color:red}</style></head><body><noscript>Ative o JavaScript.</noscript>\n' +
        '    <div id="root"><main><h1>Pizzaria</h1></main></div>' +
        // Right after the markup: taps before hydration are remembered (shared/ssr/early-taps).
        `<script nonce="N0nce">${EARLY_TAPS_SCRIPT}</script>` +
        '<script type="application/json" id="comanda-ssr" nonce="N0nce">{"slug":"pizzaria"}</script>' +
        '<script defer src="/main.aa3b74e34f.js"></script></body></html>',
    );
  });

  it("puts a page's own head tags first in the head, in place of the shell's generic description and theme colour", () => {
    const template = parseTemplate(
      SHELL_INDEX.replace('<title>', '<meta name="theme-color" content="#c62828" />\n<meta name="description" content="Comanda" />\n<title>'),
    );
    const html = composeDocument(template!, { title: 'Loja', styles: '<style>s</style>', rootHtml: '', state: {}, nonce: 'n', headTags: '<meta name="description" content="Da loja">' });
    expect(html).toContain('<title>Loja</title><style>#boot{}</style><meta name="description" content="Da loja"><style>s</style></head>');
    expect(html).not.toContain('content="Comanda"');
    expect(html).not.toContain('theme-color');
  });

  it('refuses a template without the expected landmarks', () => {
    expect(parseTemplate('<html><body>no root</body></html>')).toBeNull();
    expect(parseTemplate('<html><head></head><body><div id="root"><div></body></html>')).toBeNull();
  });

  it('serialises JSON that cannot close the script element or start a comment', () => {
    const state = { name: '</script><script>alert(1)</script>', note: '<!-- x --> & \u2028\u2029' };
    const text = jsonForScript(state);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(state);
  });
});
