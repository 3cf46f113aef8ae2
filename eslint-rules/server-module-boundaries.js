import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A server module (a folder under apps/server/src/modules) may use another module only through
 * that module's index.ts, its public surface. Imports are resolved, so depth and spelling of
 * the relative path do not matter.
 */
const MODULES = fileURLToPath(new URL('../apps/server/src/modules', import.meta.url));

function moduleOf(file) {
  const relative = path.relative(MODULES, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep)[0];
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Server modules import each other only through index.ts' },
    messages: {
      internal:
        "'{{target}}' is inside the {{other}} module: import what {{module}} needs from '{{other}}/index.ts' (add it there if it belongs to {{other}}'s public surface).",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = moduleOf(file);
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const other = moduleOf(target);
      if (!other || other === own) return;
      if (target === path.join(MODULES, other, 'index.ts')) return;
      context.report({
        node: node.source,
        messageId: 'internal',
        data: { target: source, other, module: own },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
