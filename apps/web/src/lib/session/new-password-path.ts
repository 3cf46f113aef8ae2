/**
 * Where a session opened with an operator's one-time password is sent (ADR 0053): it may only set
 * a new password, so the app shows this screen and nothing else until then. A module of its own:
 * the route table in the entry needs the path and nothing else.
 */
export const NEW_PASSWORD_PATH = '/user/new-password';
