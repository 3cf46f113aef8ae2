import type { FastifyBaseLogger } from 'fastify';

/**
 * What in this configuration is sandbox rather than real: outside systems answered by our own
 * stand-ins (which take any money they are told about) and test-only routes. A production start
 * refuses all of it unless ALLOW_SANDBOX_IN_PRODUCTION=true (ADR 0023).
 */
/**
 * The settings that choose sandbox parts. Declared here rather than picked from `Config`, so that
 * config.ts (which refuses them at load) depends on this file and not the other way round.
 */
export interface SandboxSwitches {
  sandbox: boolean;
  SMS_ADAPTER: string;
  SLIP_VERIFIER: string;
  GAME_PROVIDER_ADAPTER: string;
  PAYOUT_RAIL: string;
  TRUEMONEY: string;
  QR_GATEWAY: string;
  /** A crash plan kills the process on purpose at a money step (CRASH_AT, ADR 0178). */
  crashPlan?: unknown;
}

export function sandboxParts(config: SandboxSwitches): string[] {
  // Each outside system is a sandbox part only while its setting selects the sandbox adapter.
  const parts: string[] = [];
  if (config.GAME_PROVIDER_ADAPTER === 'sandbox') parts.push('game provider (GAME_PROVIDER_ADAPTER=sandbox)');
  if (config.QR_GATEWAY === 'sandbox') parts.push('QR payment gateways (QR_GATEWAY=sandbox)');
  if (config.TRUEMONEY === 'sandbox') parts.push('TrueMoney redeemer (TRUEMONEY=sandbox)');
  if (config.PAYOUT_RAIL === 'sandbox') parts.push('payout rail (PAYOUT_RAIL=sandbox)');
  if (config.SMS_ADAPTER === 'sandbox') parts.push('SMS sender (SMS_ADAPTER=sandbox)');
  if (config.SLIP_VERIFIER === 'sandbox') parts.push('slip verifier (SLIP_VERIFIER=sandbox)');
  if (config.crashPlan) parts.push('crash plan that kills the server at a money step (CRASH_AT)');
  if (config.sandbox) parts.push('sandbox API /api/sandbox/* and demo game pages /sandbox-games/* (SANDBOX)');
  return parts;
}

/** Thrown by loadConfig, before anything starts: a production start with sandbox parts nobody allowed. */
export function refuseSandboxInProduction(parts: string[]): never {
  throw new Error(
    `Refusing to start in production with sandbox parts: ${parts.join('; ')}. ` +
      'Configure real adapters and SANDBOX=false, or set ALLOW_SANDBOX_IN_PRODUCTION=true to accept them.',
  );
}

/** Every production start that runs sandbox parts says so at the top of its log, at warn level. */
export function warnSandboxInProduction(
  config: SandboxSwitches & { NODE_ENV: string },
  log: FastifyBaseLogger,
): void {
  if (config.NODE_ENV !== 'production') return;
  const parts = sandboxParts(config);
  if (parts.length === 0) return;
  log.warn(
    { sandboxParts: parts },
    'ALLOW_SANDBOX_IN_PRODUCTION=true: this production server runs SANDBOX parts that accept money nobody paid',
  );
}
