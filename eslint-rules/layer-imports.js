// One ESLint rule for the layers: every import a file makes — static, `export … from`, `import()` and
// `import('x').T` types — resolved against the file's own folder, then checked against what its layer
// may reach. Resolving the path (rather than matching "../name/" patterns) is what closes the "./" gap:
// `./core/sync/x.js` from electron/contract.ts names core/sync as surely as "../sync/x.js" does.
import { dirname, relative, resolve, sep } from 'node:path';

/** The source text of an import, or undefined when it is computed (and so cannot be checked). */
function literalSource(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return undefined;
}

/** "electron/core/sync/engine.js" → "electron/core/sync/engine.ts": the sources import their .ts as .js. */
function sourcePath(path) {
  return path.replace(/\.js$/, '.ts');
}

/** @type {import('eslint').Rule.RuleModule} */
export const layerImports = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps each folder's imports within its layer (README: Developing, the layers)." },
    schema: [
      {
        type: 'object',
        properties: {
          // The folder this block lints, as in the layers table ("electron" is the files directly in it).
          folder: { type: 'string' },
          // Every layer folder, so that an import can be told to belong to one.
          layers: { type: 'array', items: { type: 'string' } },
          // Folders it may import whole, and single files (paths from the project root, .ts).
          allowed: { type: 'array', items: { type: 'string' } },
          // Packages it may not import: a name, or a name ending in "/*" or ":*" for a family.
          packages: {
            type: 'array',
            items: {
              type: 'object',
              properties: { names: { type: 'array', items: { type: 'string' } }, message: { type: 'string' } },
              required: ['names', 'message'],
            },
          },
        },
        required: ['folder', 'layers', 'allowed'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossing:
        '{{folder}} may not import {{target}} ({{layer}}): it may import only {{allowed}} (README: Developing, the layers).',
      package: '{{message}}',
      computed: 'An import() with a computed path cannot be checked against the layers: write the path as a literal.',
    },
  },
  create(context) {
    const { folder, layers, allowed, packages = [] } = context.options[0];
    const root = context.cwd;
    const allowedText = allowed.length > 0 ? allowed.join(', ') : 'its own files';

    /** The layer a project path belongs to: the deepest layer folder holding it. */
    function layerOf(path) {
      let best;
      for (const layer of layers) {
        const inside =
          layer === 'electron'
            ? dirname(path) === 'electron' // only the files directly in electron/ are the shared layer
            : path.startsWith(`${layer}/`);
        if (inside && (!best || layer.length > best.length)) best = layer;
      }
      return best;
    }

    function forbiddenPackage(name) {
      return packages.find(({ names }) =>
        names.some((pattern) => (/[/:]\*$/.test(pattern) ? name.startsWith(pattern.slice(0, -1)) : name === pattern)),
      );
    }

    function check(node, sourceNode) {
      const source = literalSource(sourceNode);
      if (source === undefined) {
        context.report({ node, messageId: 'computed' });
        return;
      }
      if (!source.startsWith('.')) {
        const rule = forbiddenPackage(source);
        if (rule) context.report({ node, messageId: 'package', data: { message: rule.message } });
        return;
      }
      const target = sourcePath(
        relative(root, resolve(dirname(context.filename), source))
          .split(sep)
          .join('/'),
      );
      const layer = layerOf(target);
      // Outside every layer (resources, package.json) or inside its own: nothing to check.
      if (!layer || layer === folder) return;
      if (allowed.includes(layer) || allowed.includes(target)) return;
      context.report({ node, messageId: 'crossing', data: { folder, target, layer, allowed: allowedText } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      // `typeof import('x')` and `import('x').T` in types.
      TSImportType: (node) => check(node, node.source),
    };
  },
};

/** @type {import('eslint').Rule.RuleModule} */
export const inALayer = {
  meta: {
    type: 'problem',
    docs: { description: 'Every source folder has a row in the layers table, so the layer rule checks it.' },
    schema: [
      {
        type: 'object',
        properties: { layers: { type: 'array', items: { type: 'string' } } },
        required: ['layers'],
        additionalProperties: false,
      },
    ],
    messages: {
      none: '{{folder}} is in no layer, so nothing checks what it imports: give it a row in LAYERS (eslint.config.js) and in the README (Developing, the layers).',
    },
  },
  create(context) {
    const { layers } = context.options[0];
    const path = relative(context.cwd, context.filename).split(sep).join('/');
    const inside = layers.some((layer) =>
      layer === 'electron' ? dirname(path) === 'electron' : path.startsWith(`${layer}/`),
    );
    return inside
      ? {}
      : { Program: (node) => context.report({ node, messageId: 'none', data: { folder: dirname(path) } }) };
  },
};

export default { rules: { 'layer-imports': layerImports, 'in-a-layer': inALayer } };
