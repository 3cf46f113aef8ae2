// Built and run by source-maps.test.ts: the server's entry's two steps (src/server.ts), then a throw.
import { enableOwnSourceMaps } from '../../src/lib/source-maps.ts';

enableOwnSourceMaps();
await import('./throws.ts');
