const pad = (value: number) => String(value).padStart(2, '0');

/** Bangkok (and Vientiane) time: UTC+7 all year, no daylight saving. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The Bangkok wall clock of an instant, read through the UTC getters; undefined when not a date. */
function bangkokClock(iso: string): Date | undefined {
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? undefined : new Date(time + BANGKOK_OFFSET_MS);
}

/**
 * DATETIME_FORMAT of the spec (DD/MM/YYYY HH:mm:ss) in Bangkok time (issue 42), whatever the
 * device's time zone says: the site's day, its bonuses and its statements are Bangkok's. A value
 * that is not a date is shown as it came.
 */
export function formatDateTime(iso: string): string {
  const date = bangkokClock(iso);
  if (!date) return iso;
  const day = `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
  return `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** The HH:mm of the same clock (a chat message's time): 24 hours in every language, as above. */
export function formatTime(iso: string): string {
  const date = bangkokClock(iso);
  if (!date) return iso;
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}
