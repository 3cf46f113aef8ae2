/**
 * An instant in a date-and-time input, on the site's business clock (Bangkok, UTC+7 all year,
 * as the back-office shows every time): the input holds `YYYY-MM-DDTHH:mm[:ss]` and the field the
 * ISO instant the server answers (`toISOString`), so an untouched field is sent as it came and a
 * chosen time comes back from the server showing the same.
 */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

export function instantToInput(iso: string | null): string {
  if (iso === null || iso === '') return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const local = new Date(time + BANGKOK_OFFSET_MS).toISOString();
  // As the input writes its own value: seconds only when there are some, and milliseconds likewise.
  if (local.endsWith(':00.000Z')) return local.slice(0, 16);
  return local.endsWith('.000Z') ? local.slice(0, 19) : local.slice(0, 23);
}

export function inputToInstant(text: string): string | null {
  if (text === '') return null;
  const time = Date.parse(`${text.length === 16 ? `${text}:00` : text}Z`);
  return Number.isNaN(time) ? null : new Date(time - BANGKOK_OFFSET_MS).toISOString();
}

/**
 * The input's step for the value it holds: minutes (the browser's own step) for a whole minute,
 * else seconds or milliseconds. The step is also a rule the browser checks before the form is
 * sent, so a value from the server with seconds must not be off the input's step.
 */
export function instantStep(input: string): number | undefined {
  if (input.length <= 16) return undefined;
  return input.length <= 19 ? 1 : 0.001;
}
