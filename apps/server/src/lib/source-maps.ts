import { setSourceMapsSupport } from 'node:module';

/**
 * Stack traces name src/ files and lines (ADR 0069) through the bundle's maps, for our own code
 * only (ADR 0209). `--enable-source-maps` also read every map of node_modules (ajv's two hundred)
 * and made util.getCallSites() map its frames, so that pino's look at its caller decoded a whole
 * bundle map and kept it: about 10 MiB of the start's heap together. This turns on only the
 * mapping of errors' stacks outside node_modules. It applies to modules loaded after it: an
 * entry calls it, then imports the rest.
 */
export function enableOwnSourceMaps(): void {
  setSourceMapsSupport(true, { nodeModules: false, generatedCode: false });
}
