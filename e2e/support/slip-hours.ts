/** Slip-upload closed hours set three to four hours from now (Asia/Bangkok), so uploads are open. */
export function slipOpenNow(now = new Date()): { closeFrom: string; closeTo: string } {
  const bangkok = (offsetMinutes: number) => {
    const minutes = (now.getUTCHours() * 60 + now.getUTCMinutes() + 7 * 60 + offsetMinutes) % (24 * 60);
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  };
  return { closeFrom: bangkok(180), closeTo: bangkok(240) };
}
