#!/usr/bin/env node
// Renders the nginx templates of this folder: replaces ${COMANDA_*} / ${NGINX_*} placeholders (nginx's own $variables
// are left alone), copies the snippets and writes remotes.json next to the configuration.
//
//   node nginx/render.cjs --out /etc/nginx/comanda --apps-root /srv/comanda --api 127.0.0.1:3000 --listen 80 \
//        [--server-name comanda.app] [--standalone] [--workers auto] [--mime-types /etc/nginx/mime.types] \
//        [--releases-dir /srv/comanda/data/releases]
//
// Several API nodes: --api 127.0.0.1:3001,127.0.0.1:3002 (or COMANDA_API_UPSTREAM with commas): the template line
// holding ${COMANDA_API_UPSTREAM} (the upstream's `server` line) is written once per node.
//
// Every option also reads an environment variable (COMANDA_APPS_ROOT, COMANDA_API_UPSTREAM, COMANDA_LISTEN,
// COMANDA_SERVER_NAME, COMANDA_CONF_DIR, COMANDA_WORKER_PROCESSES, NGINX_MIME_TYPES, COMANDA_RELEASES_DIR).
const fs = require('node:fs');
const path = require('node:path');
const { remotesManifest } = require('../shared/build/apps.cjs');

const TEMPLATE_DIR = __dirname;
const PLACEHOLDER = /\$\{((?:COMANDA|NGINX)_[A-Z_]+)\}/g;
/** The placeholder whose line is repeated, once per API node. */
const UPSTREAM = 'COMANDA_API_UPSTREAM';

/** `host:port`, `a:1,b:2` (commas and/or spaces) or a list → the API nodes, in order, without repeats. */
function apiUpstreamsOf(value) {
  const list = (Array.isArray(value) ? value : String(value ?? '127.0.0.1:3000').split(/[\s,]+/)).map((entry) => String(entry).trim()).filter(Boolean);
  if (list.length === 0) throw new Error('COMANDA_API_UPSTREAM vazio: informe ao menos um nó da API (host:porta)');
  return [...new Set(list)];
}

/**
 * `apiUpstream`: one node (`127.0.0.1:3000`), several (`127.0.0.1:3001,127.0.0.1:3002`) or a list of them.
 * @param {{ outDir: string, appsRoot?: string, apiUpstream?: string|string[], listen?: string|number, serverName?: string,
 *           standalone?: boolean, workerProcesses?: string|number, mimeTypes?: string, releasesDir?: string }} options
 * @returns {{ confDir: string, files: string[], mainConf?: string, serverConf: string, apiUpstreams: string[] }}
 */
function renderNginxConfig(options) {
  const confDir = path.resolve(options.outDir);
  const upstreams = apiUpstreamsOf(options.apiUpstream);
  const values = {
    COMANDA_APPS_ROOT: path.resolve(options.appsRoot ?? '/srv/comanda'),
    // The API's RELEASES_DIR (default <DATA_DIR>/releases): published remote versions and the active remotes.json.
    COMANDA_RELEASES_DIR: path.resolve(options.releasesDir ?? path.join(options.appsRoot ?? '/srv/comanda', 'data', 'releases')),
    COMANDA_API_UPSTREAM: upstreams.join(','),
    COMANDA_LISTEN: String(options.listen ?? 80),
    COMANDA_SERVER_NAME: options.serverName ?? '_',
    COMANDA_CONF_DIR: confDir,
    COMANDA_WORKER_PROCESSES: String(options.workerProcesses ?? 'auto'),
    NGINX_MIME_TYPES: options.mimeTypes ?? '/etc/nginx/mime.types',
  };
  for (const [name, value] of Object.entries(values)) {
    if (/[\s;{}"']/.test(value) && name !== 'COMANDA_LISTEN') throw new Error(`${name} inválido para o nginx: ${JSON.stringify(value)}`);
  }
  const fill = (file, text, upstream) =>
    text.replace(PLACEHOLDER, (match, name) => {
      if (name === UPSTREAM && upstream !== undefined) return upstream;
      if (!(name in values)) throw new Error(`${file}: placeholder desconhecido ${match}`);
      return values[name];
    });
  const upstreamLine = '${' + UPSTREAM + '}';
  const render = (file) =>
    fs
      .readFileSync(path.join(TEMPLATE_DIR, file), 'utf8')
      .split('\n')
      // The upstream's `server` line, once per node; anywhere else (a comment) the list as written.
      .map((line) => (line.includes(upstreamLine) && !line.trimStart().startsWith('#') ? upstreams.map((upstream) => fill(file, line, upstream)).join('\n') : fill(file, line)))
      .join('\n');

  const files = [];
  const write = (file, text) => {
    const target = path.join(confDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
    files.push(target);
  };
  write('comanda.conf', render('comanda.conf'));
  for (const snippet of fs.readdirSync(path.join(TEMPLATE_DIR, 'snippets'))) write(`snippets/${snippet}`, render(`snippets/${snippet}`));
  write('remotes.json', `${JSON.stringify(remotesManifest(), null, 2)}\n`);
  let mainConf;
  if (options.standalone) {
    write('nginx.conf', render('nginx.conf'));
    mainConf = path.join(confDir, 'nginx.conf');
    for (const dir of ['logs', 'temp']) fs.mkdirSync(path.join(confDir, dir), { recursive: true });
  }
  return { confDir, files, mainConf, serverConf: path.join(confDir, 'comanda.conf'), apiUpstreams: upstreams };
}

function parseArgs(argv) {
  const args = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--standalone') args.standalone = true;
    else if (arg.startsWith('--')) {
      const [key, inline] = arg.slice(2).split('=', 2);
      args[key] = inline ?? argv[(i += 1)];
    }
  }
  return args;
}

if (require.main === module) {
  const args = parseArgs(process.argv.slice(2));
  const env = process.env;
  const outDir = args.out ?? env.COMANDA_CONF_DIR;
  if (!outDir) {
    console.error('uso: node nginx/render.cjs --out <dir> [--apps-root <dir>] [--api host:porta[,host:porta…]] [--listen 80] [--server-name nome] [--standalone]');
    process.exit(2);
  }
  const result = renderNginxConfig({
    outDir,
    appsRoot: args['apps-root'] ?? env.COMANDA_APPS_ROOT,
    apiUpstream: args.api ?? env.COMANDA_API_UPSTREAM,
    listen: args.listen ?? env.COMANDA_LISTEN,
    serverName: args['server-name'] ?? env.COMANDA_SERVER_NAME,
    standalone: Boolean(args.standalone),
    workerProcesses: args.workers ?? env.COMANDA_WORKER_PROCESSES,
    mimeTypes: args['mime-types'] ?? env.NGINX_MIME_TYPES,
    releasesDir: args['releases-dir'] ?? env.COMANDA_RELEASES_DIR,
  });
  console.log(result.files.join('\n'));
}

module.exports = { renderNginxConfig, apiUpstreamsOf };
