// Fails when the documentation names a path that is not in the repository.
//
// Reads docs/**/*.md, README.md, apps/*/README.md, packages/*/README.md, bench/README.md and
// e2e/README.md. Checked, outside fenced code blocks:
//
// - each word of an inline code span (`...`) that starts with one of ROOTS and a `/`
//   (`apps/api/src/app.ts`, `docs/decisions/`, `.ci/run`), resolved from the repository's root;
// - in a package's README (apps/*, packages/*, bench, e2e), each such word that starts with one
//   of PACKAGE_ROOTS (`src/`, `scripts/`, `tests/`, `support/`) instead, resolved from that
//   package's folder;
// - each relative Markdown link target (`[index](decisions/README.md)`), from the document's
//   folder.
//
// A path ending with `/` must be a folder. `<name>`, `*` and `{name}` stand for any one part of
// a name (at least one match must exist); `{a,b}` names both, and both must exist. Build output
// (a `dist`, `node_modules` or `coverage` part) is not checked.
//
// `node scripts/check-doc-paths.mjs` (run by `pnpm lint`); `--list` prints every path checked.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROOTS = ['apps', 'packages', 'openapi', 'e2e', 'bench', 'docs', '.ci', 'patches', 'scripts'];
const PACKAGE_README = /^(apps\/[^/]+|packages\/[^/]+|bench|e2e)\/README\.md$/;
const PACKAGE_ROOTS = ['src', 'scripts', 'tests', 'support'];
const NOT_CHECKED = new Set(['dist', 'node_modules', 'coverage']);

/** The documents to read, repo-relative. */
function documents() {
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) found.push(path);
    }
  };
  walk('docs');
  found.push('README.md', 'bench/README.md', 'e2e/README.md');
  for (const parent of ['apps', 'packages']) {
    for (const entry of readdirSync(join(ROOT, parent), { withFileTypes: true })) {
      if (entry.isDirectory()) found.push(`${parent}/${entry.name}/README.md`);
    }
  }
  return found.filter((path) => isFile(path));
}

function isFile(path) {
  return statOf(join(ROOT, path))?.isFile() ?? false;
}

/** The text with fenced code blocks blanked (their lines kept, so line numbers hold). */
function withoutFences(text) {
  let fence = null;
  return text
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence === null && marker) {
        fence = marker;
        return '';
      }
      if (fence !== null) {
        if (marker?.startsWith(fence)) fence = null;
        return '';
      }
      return line;
    })
    .join('\n');
}

function lineAt(text, index) {
  let line = 1;
  for (let i = 0; i < index; i++) if (text[i] === '\n') line++;
  return line;
}

/** The repo-relative path a word of a code span names, or null when it names none. */
function repoPath(word, packageFolder) {
  if (!word.includes('/')) return null;
  const top = word.split('/')[0];
  if (packageFolder && PACKAGE_ROOTS.includes(top)) return `${packageFolder}/${word}`;
  return ROOTS.includes(top) ? word : null;
}

/** Each path a document names: { path (repo-relative), written, line }. */
function referencesIn(document) {
  const text = withoutFences(readFileSync(join(ROOT, document), 'utf8'));
  const base = PACKAGE_README.exec(document)?.[1];
  const references = [];
  for (const span of text.matchAll(/`([^`]+)`/g)) {
    for (const raw of span[1].split(/\s+/)) {
      const word = raw.replace(/^[("']+/, '').replace(/[)"',;:.]+$/, '');
      const path = repoPath(word, base);
      if (path) references.push({ path, written: word, line: lineAt(text, span.index) });
    }
  }
  for (const link of text.matchAll(/\]\(([^)\s]+)[^)]*\)/g)) {
    const target = link[1].split('#')[0];
    if (target === '' || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) continue;
    const path = relative(ROOT, join(ROOT, dirname(document), target));
    references.push({
      path: target.endsWith('/') ? `${path}/` : path,
      written: target,
      line: lineAt(text, link.index),
    });
  }
  return references;
}

/** `a/{b,c}.ts` -> `a/b.ts`, `a/c.ts`; a brace without a comma is a placeholder, kept. */
function expandBraces(path) {
  const brace = /\{([^{}]*,[^{}]*)\}/.exec(path);
  if (!brace) return [path];
  const [before, after] = [path.slice(0, brace.index), path.slice(brace.index + brace[0].length)];
  return brace[1].split(',').flatMap((choice) => expandBraces(before + choice + after));
}

const PLACEHOLDER = /(<[^>]*>|\*+|\{[^}]*\})/;

/** A part with placeholders as a pattern over the names in a folder; null for a plain name. */
function placeholderPattern(part) {
  if (!PLACEHOLDER.test(part)) return null;
  const pieces = part.split(PLACEHOLDER);
  const literal = (text) => text.replace(/[.+?^$()[\]\\|]/g, '\\$&');
  return new RegExp(`^${pieces.map((piece, i) => (i % 2 ? '[^/]+' : literal(piece))).join('')}$`);
}

/** Whether the path (placeholders allowed) names at least one file or folder. */
function exists(path) {
  const folderOnly = path.endsWith('/');
  const parts = path.split('/').filter(Boolean);
  let matches = [ROOT];
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1;
    const pattern = placeholderPattern(part);
    matches = matches.flatMap((folder) => {
      const names = pattern ? namesIn(folder).filter((name) => pattern.test(name)) : [part];
      return names
        .map((name) => join(folder, name))
        .filter((candidate) => {
          const stat = statOf(candidate);
          return stat && (!last || !folderOnly || stat.isDirectory());
        });
    });
    if (matches.length === 0) return false;
  }
  return true;
}

function namesIn(folder) {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

function statOf(path) {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}

const list = process.argv.includes('--list');
const missing = [];
let checked = 0;
for (const document of documents()) {
  for (const reference of referencesIn(document)) {
    if (reference.path.split('/').some((part) => NOT_CHECKED.has(part))) continue;
    for (const path of expandBraces(reference.path)) {
      checked++;
      const ok = exists(path);
      if (list) console.log(`${ok ? 'ok  ' : 'MISS'} ${document}:${reference.line} ${path}`);
      if (!ok) missing.push(`${document}:${reference.line}: \`${reference.written}\` (${path})`);
    }
  }
}

if (missing.length > 0) {
  console.error(`Paths named in the docs that do not exist (${missing.length}):`);
  for (const line of missing) console.error(`  ${line}`);
  process.exitCode = 1;
} else if (list) {
  console.log(`${checked} paths checked, all exist`);
}
