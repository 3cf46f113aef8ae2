import type { DeviceChoice } from './prompt-rules.ts';

const keyOf = (memberId: string) => `push-choice:${memberId}`;

/** The member's choice on this device; per member, so the next member on a shared phone is asked for their own. */
export function readChoice(memberId: string): DeviceChoice | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(keyOf(memberId)) ?? 'null') as DeviceChoice | null;
    if (!parsed || !['on', 'off', 'declined'].includes(parsed.state)) return null;
    return { state: parsed.state, showAmounts: parsed.showAmounts === true };
  } catch {
    return null;
  }
}

export function writeChoice(memberId: string, choice: DeviceChoice): void {
  localStorage.setItem(keyOf(memberId), JSON.stringify(choice));
}
