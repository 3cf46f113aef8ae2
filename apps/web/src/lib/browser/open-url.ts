/**
 * Opens a game in a new tab. A popup blocker (the click's user gesture is gone after an await)
 * makes window.open return null; the game then opens in this tab instead of not at all.
 */
export function openInNewTab(url: string): void {
  const opened = window.open(url, '_blank');
  if (opened) {
    // Without noopener in the features (it would make window.open return null), cut the link by hand.
    opened.opener = null;
  } else {
    window.location.assign(url);
  }
}
