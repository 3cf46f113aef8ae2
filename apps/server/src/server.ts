// The server's entry: source maps first, then the server (main.ts). A module's map is read when
// it loads, so the server is imported only after they are on (ADR 0209).
import { enableOwnSourceMaps } from './lib/source-maps.ts';

enableOwnSourceMaps();
await import('./main.ts');
