// What the API's and the portal's import rules have in common (apps/api/.dependency-cruiser.cjs,
// apps/portal/.dependency-cruiser.cjs): the cycle rule, the "through its index.ts" rules for a
// folder of parts (the API's features, the portal's screen areas) and the resolver options.

/** No module imports itself back through others. */
const noCycle = {
  name: 'no-cycle',
  comment: 'A module must not import itself back through others (type-only imports count).',
  severity: 'error',
  from: { path: '^src/' },
  to: { circular: true },
};

/**
 * The rules for `src/<folder>/<part>/`: a part uses another part only through that part's
 * index.ts, and its own modules never import its index.ts. `what` names a part in the messages
 * ("feature", "screen area"); `tests` are exempt.
 */
function throughIndex(folder, what, tests) {
  const name = what.replace(/ /g, '-');
  return [
    {
      name: `${name}-through-index`,
      comment: `A ${what} uses another ${what} only through that ${what}'s index.ts, never its internals.`,
      severity: 'error',
      from: { path: `^src/${folder}/([^/]+)/`, pathNot: tests },
      to: {
        path: `^src/${folder}/[^/]+/`,
        pathNot: [`^src/${folder}/$1/`, `^src/${folder}/[^/]+/index\\.ts$`],
      },
    },
    {
      name: `${name}-index-not-inward`,
      comment:
        `A ${what}'s own modules do not import its index.ts (the index re-exports them, so ` +
        'that would be a cycle waiting to happen).',
      severity: 'error',
      from: { path: `^src/${folder}/([^/]+)/`, pathNot: tests },
      to: { path: `^src/${folder}/$1/index\\.ts$` },
    },
  ];
}

/** Resolving as the package's build does, with `platform` ('node' or 'browser') conditions. */
function options(platform) {
  return {
    // `import type` counts: a type-only cycle is still a cycle, and a type is still a dependency.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@pod-portal/source', 'import', platform, 'default'],
    },
  };
}

module.exports = { noCycle, throughIndex, options };
