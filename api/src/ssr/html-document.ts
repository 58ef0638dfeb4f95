// The shell's built index.html as a template for server-rendered pages (string surgery on a file we build).
import { EARLY_TAPS_SCRIPT } from '@comanda/shared/ssr';

export type HtmlTemplate = {
  /** Up to `</head>` (title replaceable), without the head's external scripts. */
  head: string;
  /** From `</head>` to the opening tag of #root, inclusive. */
  bodyStart: string;
  /** From the closing tag of #root to `</body>`, exclusive. */
  bodyEnd: string;
  /** The document's external scripts (`<script defer src>`), moved after the content. */
  scripts: string;
  /** `</body>` and what follows. */
  tail: string;
};

export type PageParts = {
  title: string;
  /** `<style>` tags for the head. */
  styles: string;
  /** Inner HTML of #root. */
  rootHtml: string;
  /** Serialised into `<script type="application/json" id="comanda-ssr">` for the client. */
  state: unknown;
  /** The Content-Security-Policy nonce of the inline scripts (the JSON one needs none to be read, but carries it too). */
  nonce: string;
  /**
   * Tags for the head (link previews, canonical, manifest: api/src/ssr/preview-head.ts), before the styles so that
   * preview bots reading only the start of the page find them. Given, they replace the template's own description
   * and theme-color.
   */
  headTags?: string;
  /** Preload hints after the template's own (api/src/ssr/remote-preloads.ts): the remote that hydrates the page. */
  preloads?: string;
};

/** The shell's generic tags that a page's own head tags replace. */
const REPLACED_HEAD_META = /<meta\s+name="(?:description|theme-color)"[^>]*>\s*/gi;

export const SSR_STATE_ELEMENT_ID = 'comanda-ssr';

const ROOT_OPEN = '<div id="root">';
const EXTERNAL_SCRIPT = /<script\b[^>]*\bsrc=[^>]*>\s*<\/script>/gi;

/** Index just past the `</div>` that closes the div opened at `start`. */
function closingDivEnd(html: string, start: number): number {
  const tags = /<div\b[^>]*>|<\/div\s*>/gi;
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  return -1;
}

/** null when the file does not have the expected shape (then the page is not server-rendered). */
export function parseTemplate(html: string): HtmlTemplate | null {
  const headEnd = html.indexOf('</head>');
  const rootStart = html.indexOf(ROOT_OPEN);
  const bodyClose = html.lastIndexOf('</body>');
  if (headEnd < 0 || rootStart < headEnd || bodyClose < rootStart) return null;
  const rootEnd = closingDivEnd(html, rootStart);
  if (rootEnd < 0 || rootEnd > bodyClose) return null;
  const headWithScripts = html.slice(0, headEnd);
  return {
    head: headWithScripts.replace(EXTERNAL_SCRIPT, ''),
    scripts: (headWithScripts.match(EXTERNAL_SCRIPT) ?? []).join(''),
    bodyStart: html.slice(headEnd, rootStart + ROOT_OPEN.length),
    bodyEnd: `</div>${html.slice(rootEnd, bodyClose)}`,
    tail: html.slice(bodyClose),
  };
}

/** The shell's hints for the chunks of its own start (shared/build/preload-startup-chunks.cjs marks them). */
const STARTUP_GROUP_HINT = /<link\b[^>]*\bdata-startup-group="[^"]*"[^>]*>/gi;

/**
 * The template for a page that starts with other scripts than the shell's whole app (a server-rendered storefront
 * starts with its first screen): the shell's chunk hints give way to `scripts`', at the same low priority.
 */
export function withStartupScripts(template: HtmlTemplate, scripts: readonly string[]): HtmlTemplate {
  const hints = scripts.map((href) => `<link rel="preload" as="script" fetchpriority="low" href="${escapeHtmlAttribute(href)}">`).join('');
  return { ...template, bodyEnd: template.bodyEnd.replace(STARTUP_GROUP_HINT, '') + hints };
}

/** JSON safe inside a `<script>` element: no `</script>`, `<!--` or line separators can end or bend it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function escapeHtmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Text for a double- or single-quoted attribute value. */
export function escapeHtmlAttribute(text: string): string {
  return escapeHtmlText(text).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * The page: critical styles in the head; the rendered markup in #root; then the state and the scripts (deferred),
 * so that nothing the browser must fetch comes before the content.
 */
export function composeDocument(template: HtmlTemplate, parts: PageParts): string {
  let head = template.head.replace(/<title>[\s\S]*?<\/title>/i, `<title>${escapeHtmlText(parts.title)}</title>`);
  if (parts.headTags !== undefined) head = head.replace(REPLACED_HEAD_META, '');
  return [
    head,
    parts.headTags ?? '',
    parts.styles,
    template.bodyStart,
    parts.rootHtml,
    template.bodyEnd,
    parts.preloads ?? '',
    `<script nonce="${parts.nonce}">${EARLY_TAPS_SCRIPT}</script>`,
    `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}" nonce="${parts.nonce}">${jsonForScript(parts.state)}</script>`,
    template.scripts,
    template.tail,
  ].join('');
}
