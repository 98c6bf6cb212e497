import path from 'node:path';

/**
 * The client's zones (docs/architecture.md, docs/decisions/0176-client-feature-boundaries.md):
 * - outside a feature, only its public entry `features/<name>/index.ts` may be imported;
 * - `app/router.tsx` may also load a feature's route screens (`screens/*.tsx`), with import() only,
 *   so that each stays its own chunk;
 * - a feature imports only the features its entry in `dependencies` names, and that table has no
 *   loop, so no two features import each other both ways;
 * - `components/` and `lib/` are shared by every feature and import none.
 * Relative imports only: the client has no path aliases.
 */

const zoneOf = (file) => {
  const match = /[\\/]src[\\/]client[\\/](?:(features)[\\/]([^\\/]+)[\\/](.*)|(app|components|lib)[\\/])/.exec(file);
  if (!match) return undefined;
  if (match[1]) return { kind: 'feature', feature: match[2], rest: match[3].split(path.sep).join('/') };
  return { kind: match[4] };
};

/** The loop in the table of feature dependencies, if there is one (as a list of names). */
export function findLoop(dependencies) {
  const state = new Map();
  const visit = (name, trail) => {
    if (state.get(name) === 'done') return undefined;
    if (state.get(name) === 'open') return [...trail.slice(trail.indexOf(name)), name];
    state.set(name, 'open');
    for (const next of dependencies[name] ?? []) {
      const loop = visit(next, [...trail, name]);
      if (loop) return loop;
    }
    state.set(name, 'done');
    return undefined;
  };
  for (const name of Object.keys(dependencies)) {
    const loop = visit(name, []);
    if (loop) return loop;
  }
  return undefined;
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Client features import each other only through their index.ts, in one direction.' },
    schema: [
      {
        type: 'object',
        properties: { dependencies: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
        required: ['dependencies'],
        additionalProperties: false,
      },
    ],
    messages: {
      deepImport: "Import the '{{target}}' feature through its public entry, features/{{target}}/index.ts.",
      screenImport: "Only app/router.tsx loads a route screen, and only with import(): use features/{{target}}/index.ts.",
      notAllowed: "The '{{source}}' feature may not import '{{target}}' (allowed: {{allowed}}). Move the shared piece to components/ or lib/, or compose the two in app/.",
      unknownFeature: "'{{feature}}' is not in the feature table of eslint.config.js: add it with the features it may import.",
      sharedImportsFeature: 'components/ and lib/ are shared by every feature and import none: pass what is needed in instead.',
      loop: 'The feature table has a loop: {{loop}}.',
    },
  },
  create(context) {
    const { dependencies } = context.options[0];
    const file = context.filename;
    const from = zoneOf(file);
    if (!from) return {};
    const loop = findLoop(dependencies);

    const check = (node, source, dynamic) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = zoneOf(path.resolve(path.dirname(file), source));
      if (!to || to.kind !== 'feature') return;
      if (from.kind === 'feature' && from.feature === to.feature) return;
      if (from.kind === 'components' || from.kind === 'lib') {
        context.report({ node, messageId: 'sharedImportsFeature' });
        return;
      }
      const isRouter = from.kind === 'app' && /[\\/]app[\\/]router\.tsx$/.test(file);
      if (to.rest !== 'index.ts') {
        if (isRouter && dynamic && /^screens\/[^/]+\.tsx$/.test(to.rest)) return;
        context.report({ node, messageId: /^screens\//.test(to.rest) ? 'screenImport' : 'deepImport', data: { target: to.feature } });
        return;
      }
      if (from.kind !== 'feature') return;
      const allowed = dependencies[from.feature];
      // A feature missing from the table is reported once, on the file (see Program).
      if (allowed && !allowed.includes(to.feature)) {
        context.report({ node, messageId: 'notAllowed', data: { source: from.feature, target: to.feature, allowed: allowed.join(', ') || 'none' } });
      }
    };

    return {
      Program(node) {
        if (loop) context.report({ node, messageId: 'loop', data: { loop: loop.join(' -> ') } });
        if (from.kind === 'feature' && !dependencies[from.feature]) context.report({ node, messageId: 'unknownFeature', data: { feature: from.feature } });
      },
      ImportDeclaration: (node) => check(node, node.source.value, false),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, false),
      ExportAllDeclaration: (node) => check(node, node.source.value, false),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, true),
    };
  },
};

export default { meta: { name: 'wayfinder-boundaries' }, rules: { 'feature-boundaries': featureBoundaries } };
