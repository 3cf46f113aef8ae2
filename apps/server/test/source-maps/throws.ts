import { getCallSites } from 'node:util';

// What pino reads of its callers: the bundle's file, unmapped (no map decoded for it, ADR 0209).
console.log(`call site: ${getCallSites()[0]?.scriptName}`);
throw new Error('thrown from the bundle');
