/** Redis: the shared state of several API nodes (limits, buses, socket.io fan-out). */
export { connectRedisState, redactedRedisUrl, type RedisStateOptions } from './connect.ts';
