const pad = (value: number) => String(value).padStart(2, '0');

/**
 * DATETIME_FORMAT of the spec (DD/MM/YYYY HH:mm:ss) in the device's time zone, which is the
 * players' own (Thailand and Laos share UTC+7). A value that is not a date is shown as it came.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** The HH:mm of the same clock (a chat message's time): 24 hours in every language, as above. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
