/** Redis: the shared state of several API nodes (limits, buses, socket.io fan-out). */
export { connectRedisState, type RedisStateOptions } from './connect.ts';
export { redactedRedisUrl } from './redacted-url.ts';
