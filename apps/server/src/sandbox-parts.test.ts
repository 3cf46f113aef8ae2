import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { sandboxParts, warnSandboxInProduction } from './sandbox-parts.ts';

function capturingLog() {
  const warnings: unknown[][] = [];
  return {
    warnings,
    log: { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger,
  };
}

describe('sandbox parts (ADR 0023)', () => {
  it('names the configurable sandbox adapters and routes only when they are selected', () => {
    const real = {
      sandbox: false,
      SMS_ADAPTER: 'http',
      SLIP_VERIFIER: 'http',
      GAME_PROVIDER_ADAPTER: 'http',
      PAYOUT_RAIL: 'manual',
      TRUEMONEY: 'manual',
      QR_GATEWAY: 'opn',
    } as const;
    expect(sandboxParts(real).join('\n')).not.toMatch(
      /SMS|slip|sandbox API|game provider|payout|TrueMoney|QR/,
    );
    expect(sandboxParts({ ...real, GAME_PROVIDER_ADAPTER: 'sandbox' }).join('\n')).toMatch(
      /GAME_PROVIDER_ADAPTER=sandbox/,
    );
    expect(sandboxParts({ ...real, QR_GATEWAY: 'sandbox' }).join('\n')).toMatch(/QR_GATEWAY=sandbox/);
    expect(sandboxParts({ ...real, TRUEMONEY: 'sandbox' }).join('\n')).toMatch(/TRUEMONEY=sandbox/);
    expect(sandboxParts({ ...real, PAYOUT_RAIL: 'sandbox' }).join('\n')).toMatch(/PAYOUT_RAIL=sandbox/);
    expect(sandboxParts({ ...real, sandbox: true }).join('\n')).toMatch(/\/sandbox-games\//);
    expect(sandboxParts({ ...real, SMS_ADAPTER: 'sandbox' }).join('\n')).toMatch(/SMS_ADAPTER=sandbox/);
  });

  it('a production start that allows them logs a warning naming each one', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      TOKEN_SECRET: 'x'.repeat(40),
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    });
    const { warnings, log } = capturingLog();
    warnSandboxInProduction(config, log);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]![0]).toEqual({ sandboxParts: sandboxParts(config) });
    expect(String(warnings[0]![1])).toMatch(/ALLOW_SANDBOX_IN_PRODUCTION=true/);
  });

  it('a development start stays quiet', () => {
    const { warnings, log } = capturingLog();
    warnSandboxInProduction(loadConfig({}), log);
    expect(warnings).toEqual([]);
  });
});
