export * from './roles.ts';
export * from './common.ts';
export * from './operators.ts';
export * from './audit.ts';
export * from './queues.ts';
export * from './realtime.ts';
export * from './routes.ts';
