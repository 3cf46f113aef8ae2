/**
 * The API client lives outside React, yet some answers must move the user (gone → /terminated,
 * ended session → /login). The app registers the router's navigate here; until then a full
 * page load does the job.
 */
export type Navigate = (path: string) => void;

const fallback: Navigate = (path) => window.location.assign(path);
let current: Navigate = fallback;

export function setApiNavigator(navigate: Navigate): () => void {
  current = navigate;
  return () => {
    current = fallback;
  };
}

export function navigateFromApi(path: string): void {
  current(path);
}
