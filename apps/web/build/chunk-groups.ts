import type { CodeSplittingGroup } from 'rolldown';

/** The UI pieces the login screen draws (its fields, top bar, brand and language menu). */
const LOGIN_UI =
  /[\\/]src[\\/]components[\\/]ui[\\/](TextField|FieldFrame|FieldMessages|use-field-ids|PasswordField|Checkbox|TopBar|BottomMenu|BrandMark|LanguageSelect)\.tsx?$/;
/**
 * The language dropdown both apps draw (@wallet/web-client/ui), which the login card shows, and
 * the frame of every field (@wallet/web-client/member-ui, ADR 0120).
 */
const PACKAGE_LOGIN_UI =
  /[\\/]packages[\\/]web-client[\\/]src[\\/](ui[\\/]|member-ui[\\/](FieldFrame|FieldMessages|use-field-ids|index)\.tsx?$)/;
/**
 * The member's shared components; of the ones the back-office also draws (member-ui), the select
 * (the transfer and the registration draw it). The contact card and the registration's pickers
 * stay in their screens' lazy files, as they did when they lived in those features.
 */
const SHARED_UI =
  /[\\/]src[\\/]components[\\/]ui[\\/]|[\\/]packages[\\/]web-client[\\/]src[\\/]member-ui[\\/]Select\.tsx$/;
/**
 * Shared UI pieces only later screens draw (slips, page navigation, entry rows, status badges, the
 * copy button, the select): one lazy file of their own, fetched with the first screen that draws
 * one, so home's first load does not carry them (issue 44: home's budget).
 */
const SCREEN_UI =
  /[\\/]src[\\/]components[\\/]ui[\\/]((slip|page-nav|entry-row|status-badge)[\\/]|CopyButton\.tsx$)|[\\/]packages[\\/]web-client[\\/]src[\\/]member-ui[\\/]Select\.tsx$/;
/** The member area's frame and its landing screen, which every member visit opens first. */
const MEMBER =
  /[\\/]src[\\/](app[\\/]layouts[\\/]MemberLayout|app[\\/]home[\\/]HomePage|features[\\/]auth[\\/]auth-api)\.tsx?$/;
/**
 * Helpers the login screen shares with member screens: the stored session, browser utilities, the
 * action hook its form runs through and the feedback that hook draws, and the client's error type
 * (the hook tells a cancelled call by it). None of them imports the API client.
 */
const LOGIN_HELPERS = /[\\/]src[\\/]lib[\\/](session|browser|actions|feedback)[\\/]/;
const PACKAGE_LOGIN_HELPERS = /[\\/]packages[\\/]web-client[\\/]src[\\/]api-error\.ts$/;

/** TanStack Query, the API client and the app's wallet cache, formatting and HTML helpers. */
const SERVER_STATE =
  /node_modules[\\/]@tanstack[\\/]|[\\/]src[\\/]lib[\\/](query|wallet|api[\\/](client|early-reads)|format|html)[\\/.]|[\\/]packages[\\/]web-client[\\/]src[\\/](?!member-ui[\\/]|upload\.ts$)/;
/**
 * The contract modules home and the member layout use before the balance (the wallet, the site's
 * lookups, the sign-in calls, the game carousels, the spin badge). A home module that starts using
 * another route group pulls the `contract` file into home's first load: the web budget's
 * /user/home line shows it as a sixth file.
 */
const FIRST_PAINT_CONTRACT =
  /[\\/]packages[\\/]contract[\\/]src[\\/](index|errors|constants|money|rules|browser-check|realtime|games|routes[\\/](define|home|lookup|auth|account|games|spin)|api[\\/](common|home|lookup|account|games|spin|idempotency))\.ts$/;
/** The rest of the contract and the upload client: the later screens'. */
const CONTRACT =
  /[\\/]packages[\\/]contract[\\/]src[\\/]|[\\/]src[\\/]lib[\\/]api[\\/]|[\\/]packages[\\/]web-client[\\/]src[\\/]upload\.ts$/;

/**
 * How the build groups modules into files (issue 11). Rolldown's automatic splitting makes a file
 * of every set of modules shared by a different set of screens: /user/home needed 25 files of
 * 0.1-5 kB each. A phone on HTTP/1.1 fetches six at a time, each costing a round trip, so the
 * count cost more than the bytes. Groups, highest priority first (a group also takes the modules
 * its modules import, unless a group above took them):
 * - `app`: what the entry needs before the first render (react, the router, the shell's UI). It
 *   stays in the entry; naming it keeps the broad groups below from pulling an entry module out.
 * - `public-ui`: the UI pieces of the login screen (LOGIN_UI), the stored session and the browser
 *   helpers; nothing of the API client, which the login screen loads after its first paint.
 * - `server-state`: what every screen reading the API needs: TanStack Query, the API client
 *   (lib/api and @wallet/web-client), the wallet cache and formatting, and the contract modules of
 *   the first paint (in place of zod, the browser checks generated from it: ADR 0072). One file,
 *   with the first such screen.
 * - `contract`: the other screens' route groups and checks, one lazy file (ADR 0072).
 * - `member`: the member layout, home (where every member visit lands: `/` and `/user` redirect
 *   there), the sign-in calls (auth-api: a login is followed by home) and the other shared UI
 *   pieces (dialogs, slips, banners, selects). One file and one stylesheet instead of five.
 * A screen's own code stays in its lazy chunk; the heavy modals stay lazy (home's load on the first
 * touch: ADR 0205). The web budget's /login line (bench/src/web-budget.ts) fails if a change here
 * loads more on /login.
 */
export const CHUNK_GROUPS: CodeSplittingGroup[] = [
  { name: 'app', tags: ['$initial'], priority: 6 },
  // Above server-state: the API client imports the session, and would take it along.
  {
    name: 'public-ui',
    test: (id) =>
      LOGIN_UI.test(id) ||
      PACKAGE_LOGIN_UI.test(id) ||
      LOGIN_HELPERS.test(id) ||
      PACKAGE_LOGIN_HELPERS.test(id),
    priority: 5,
  },
  {
    name: 'server-state',
    test: (id) => SERVER_STATE.test(id) || FIRST_PAINT_CONTRACT.test(id),
    priority: 4,
  },
  { name: 'contract', test: CONTRACT, priority: 3 },
  { name: 'screen-ui', test: SCREEN_UI, priority: 2 },
  {
    name: 'member',
    test: (id) => MEMBER.test(id) || (SHARED_UI.test(id) && !LOGIN_UI.test(id)),
    priority: 1,
  },
];
