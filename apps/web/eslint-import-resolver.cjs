// Import resolver for eslint-plugin-boundaries: maps the web app's `@/` alias (tsconfig paths,
// vite resolve.alias) to src/ and resolves TypeScript files, so the boundary rules see every
// import. (The typescript resolver package is not a dependency; this is all the app needs.)
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS resolver module, loaded with require() by eslint-module-utils */
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const SRC = path.join(__dirname, 'src');
const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.json'];

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file, config) {
  const target = source.startsWith('@/') ? path.join(SRC, source.slice(2)) : source;
  return nodeResolver.resolve(target, file, { extensions: EXTENSIONS, ...config });
};
