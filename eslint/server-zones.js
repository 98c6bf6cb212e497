import path from 'node:path';

/**
 * The server's one zone rule (docs/architecture.md, decision 0161): infrastructure knows no feature.
 * The configuration names the infrastructure (folders and root files of src/server); everything
 * else in src/server is a feature (a folder) or the composition (app/, app.ts, boot.ts, main.ts).
 * Nothing lists the features, so a new feature folder is covered the day it is made.
 *
 * The import is resolved against the importing file, so `../x` from `db/schema/` is db's own `x`
 * and `../../advisors/` is the advisors feature, whatever the depth. Type-only imports count too:
 * a type from a feature is still a dependency on it.
 */

/** Where `file` sits in a src/server tree: the tree's root and the first name under it. */
const placeOf = (file) => {
  const match = /^(.*[\\/]src[\\/]server)[\\/]([^\\/]+)/.exec(file);
  return match ? { root: match[1], top: match[2] } : undefined;
};

export const infrastructureKnowsNoFeature = {
  meta: {
    type: 'problem',
    docs: { description: 'Infrastructure under src/server imports no feature and not the composition.' },
    schema: [
      {
        type: 'object',
        properties: { infrastructure: { type: 'array', items: { type: 'string' }, minItems: 1 } },
        required: ['infrastructure'],
        additionalProperties: false,
      },
    ],
    messages: {
      feature:
        'Infrastructure ({{infrastructure}}) must not import a feature or the composition (here: {{target}}): declare the interface it needs (auth/invitation-redeemer.ts, llm/crisis-facts.ts) and let the feature implement it or pass it in, wired in boot.ts or app/ (decision 0161).',
    },
  },
  create(context) {
    const infrastructure = context.options[0].infrastructure;
    const file = context.filename;
    const from = placeOf(file);
    if (!from || !infrastructure.includes(from.top)) return {};

    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = placeOf(path.resolve(path.dirname(file), source));
      if (!to || to.root !== from.root || infrastructure.includes(to.top)) return;
      context.report({ node, messageId: 'feature', data: { infrastructure: infrastructure.map((name) => name.replace(/\.ts$/, '')).join(', '), target: to.top } });
    };

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { meta: { name: 'wayfinder-server-zones' }, rules: { 'infrastructure-knows-no-feature': infrastructureKnowsNoFeature } };
