import { isErrorCode, slipNotes, type SlipNote } from '@wallet/contract';
import type { Catalogue, MessageKey, MessageVars } from './types.ts';

const PLACEHOLDER = /\{(\w+)\}/g;

/** Replaces `{name}` with vars.name; an unknown placeholder stays visible so the gap is noticed. */
export function interpolate(template: string, vars?: MessageVars): string {
  if (!vars) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}

/** A key of a part not loaded yet (load-catalogue.ts) reads as blank until the part arrives. */
export function messageText(catalogue: Catalogue, key: MessageKey, vars?: MessageVars): string {
  const template: string | undefined = catalogue.messages[key];
  return template === undefined ? '' : interpolate(template, vars);
}

/**
 * The text for a server error message (spec doc 1 section 8): a known code shows its
 * translation, anything else (an operator-only code in the member app's chunk included) shows the
 * raw message as the server sent it.
 */
export function errorCodeText(catalogue: Catalogue, message: string): string {
  return (isErrorCode(message) ? catalogue.errors[message] : undefined) ?? message;
}

function isSlipNote(value: string): value is SlipNote {
  return (slipNotes as readonly string[]).includes(value);
}

/** The text for a slip note; an unknown note is shown raw, like an unknown error code. */
export function slipNoteText(catalogue: Catalogue, note: string): string {
  return isSlipNote(note) ? catalogue.slipNotes[note] : note;
}

/** Placeholder names used in a template, sorted, for comparing languages. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').sort();
}
