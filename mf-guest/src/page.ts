// The browser entry of a page the server rendered, kept tiny: the page reads, its links work, its menu stays current
// and its views are counted before any of React arrives. The page's inline script fetches it once the page has painted
// and holds the guest's events until it runs (server/bootstrap.ts). React and the guest screens (hydrate.tsx, a chunk of
// their own) and the data the page was rendered from (its public read: the page carries only its state, so its first
// paint waits for no byte of data the markup already shows), both fetched once the page has loaded, take the page
// over only when something needs them:
// - the guest's first input (a press, a key, focus): hydrated at once; what the guest does until React has taken over
//   is held (the first press on a button) or recorded (each control's last state), and told to the live page;
// - the page as rendered is not what this guest should see: choices stored in this browser (language, allergen
//   filter, dark mode), a dark device (the toggle's state), a shared allergen passport in the address, an owner's
//   preview of another instant (`#at=`, also when it changes), a clock behind the page's minute, or a
//   copy the service worker answered offline ("as of HH:MM");
// - the restaurant changing (a dish sold out): this entry holds the menu's stream of changes, and hands it over;
// - the instant the page's menus' service may read differently ("open now", "opens at": an opening, a closing,
//   midnight; the page's `holdsUntil`).
// So a guest who only reads costs their phone no framework work, and a page is never inert to a guest who acts.
import {
  API_PREFIX,
  GUEST_CHOICE_PARAMS,
  GUEST_PAGE_DATA_ID,
  GUEST_PAGE_ROOT_ID,
  WEB_BASE_PATH,
  guestPageRead,
  type GuestEarlyInput,
  type GuestPageState,
} from '@carta/contracts';
import { countMenuViewBeforeLive } from './common/menu-view';
import { previewInstant } from './common/preview-instant';
import { DARK_STORAGE_KEY, LANGUAGE_STORAGE_KEY } from './common/stored-choices';
import { FILTER_STORAGE_KEY } from './menu/allergens';
import { listenBeforeLive } from './menu/changes';
import { currentPath } from './navigated';
import { registerGuestOffline, subscribeOfflineAsOf } from './offline/register';
import { readPageData, type ReadPageData } from './page-data';

/** What a guest does that should find the page live. */
const INTENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** Events through which a control takes the guest's input (a box's click comes before React can hear its change). */
const INPUTS = ['click', 'input', 'change'] as const;
/** Choices this browser remembers that the server could not know. */
const STORED_CHOICES = [LANGUAGE_STORAGE_KEY, DARK_STORAGE_KEY, FILTER_STORAGE_KEY];
const MINUTE_MS = 60_000;
const HYDRATE_CHUNK = 'guest-hydrate';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** What the guest left a control at: ticked or not, or its value. */
type LeftAt = { checked: boolean } | { value: string };

const root = document.getElementById(GUEST_PAGE_ROOT_ID);
const data = document.getElementById(GUEST_PAGE_DATA_ID)?.textContent;
/** The page's state, as the server rendered it. */
const rendered = data ? (JSON.parse(data) as GuestPageState) : null;
const hydrateUrl = `${__webpack_public_path__}${__webpack_get_script_filename__(HYDRATE_CHUNK)}`;

let pageData: Promise<ReadPageData> | null = null;
/** The data the live page starts from, read once (again after a failure). */
function readOnce(state: GuestPageState): Promise<ReadPageData> {
  pageData ??= readPageData(state).catch((error: unknown) => {
    pageData = null;
    throw error;
  });
  return pageData;
}

/** Each control the guest touched before the page was live, by identity, in the order last touched. */
const leftAt = new Map<string, LeftAt>();
/** The first press on a button before the page was live: buttons need script, so it waits for the live page. */
let pressed: HTMLButtonElement | null = null;
let started = false;

const isBox = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** A control's identity as a selector that finds it in the live page: its id, else its name (and value, for a box). */
function identity(control: Control): string | null {
  if (control.id) return `#${CSS.escape(control.id)}`;
  if (!control.name) return null;
  const name = `[name="${CSS.escape(control.name)}"]`;
  const value = isBox(control) ? control.getAttribute('value') : null;
  return value === null ? name : `${name}[value="${CSS.escape(value)}"]`;
}

function onInput(event: Event): void {
  const control = event.target;
  if (
    !(
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement
    ) ||
    !root?.contains(control)
  )
    return;
  const key = identity(control);
  if (!key) return;
  leftAt.delete(key);
  leftAt.set(key, isBox(control) ? { checked: control.checked } : { value: control.value });
  start(true);
}

function onPress(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || !root?.contains(button)) return;
  // A submit button too: its form is the live page's to handle (without script it would reload the page).
  event.preventDefault();
  event.stopPropagation();
  pressed ??= button;
  start(true);
}

/**
 * Makes the live page's state what the guest left a control at. React watches the property it reads a control's
 * state through: set it the other way first, then click (or type) to the guest's state, so React hears a change to
 * exactly that, whatever it had heard before (the page's handlers set a state, never toggle one).
 */
function restore(control: Element, left: LeftAt): void {
  if ('checked' in left) {
    if (!(control instanceof HTMLInputElement)) return;
    control.checked = !left.checked;
    control.click();
  } else if (control instanceof HTMLSelectElement) {
    control.value = left.value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
    control.value = left.value === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, left.value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** The next task: the live page has rendered one change before the next is told (handlers read the last render). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** What the guest did before the page was live, told to it: each control's last state, then the press held. */
async function replay(): Promise<void> {
  const changes = [...leftAt].map(([key, left]) => () => {
    const control = root?.querySelector(key);
    if (control) restore(control, left);
  });
  leftAt.clear();
  const button = pressed;
  pressed = null;
  if (button) changes.push(() => button.click());
  for (const change of changes) {
    // A task apart from the event that made the page live: it is over before its control is told again.
    await nextTask();
    change();
  }
}

/** React has taken the page over (during its commit): from here on, events are its own. */
function onLive(): void {
  document.removeEventListener('click', onPress, true);
  for (const type of INPUTS) document.removeEventListener(type, onInput, true);
  void replay();
}

function onIntent(): void {
  start(true);
}

/** `urgent`: a guest is waiting; otherwise hydration yields to the browser as it goes. */
function start(urgent: boolean): void {
  if (started || !root || !rendered) return;
  started = true;
  for (const type of INTENTS) document.removeEventListener(type, onIntent, true);
  Promise.all([import(/* webpackChunkName: "guest-hydrate" */ './hydrate'), readOnce(rendered)]).then(
    ([{ hydrateGuestPage }, read]) => hydrateGuestPage(root, rendered, read, urgent, onLive),
    () => {
      // Not loaded (offline, never kept): the page stays as it reads; the guest's next input tries again.
      started = false;
      for (const type of INTENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
    },
  );
}

/** What the guest did while the page's inline script held their events (bootstrap.ts), told as if heard here. */
function takeOverEarlyInput(): void {
  const early = (window as { guestEarlyInput?: GuestEarlyInput }).guestEarlyInput;
  if (!early) return;
  early.stop();
  for (const event of early.events) {
    if (event.type === 'click') onPress(event as MouseEvent);
    else if ((INPUTS as readonly string[]).includes(event.type)) onInput(event);
    else onIntent();
  }
}

/** Whether the page as rendered is what this guest should see (the server knows nothing of their browser). */
function asRendered(state: GuestPageState): boolean {
  try {
    if (STORED_CHOICES.some((key) => localStorage.getItem(key) !== null)) return false;
  } catch {
    // storage disabled: nothing is remembered
  }
  return (
    // A shared passport (its name from contracts: the code's reader stays out of this small entry).
    !new URLSearchParams(window.location.search).has(GUEST_CHOICE_PARAMS.passport) &&
    previewInstant(window.location.hash) === null &&
    !window.matchMedia('(prefers-color-scheme: dark)').matches &&
    holdsFor(state) > 0
  );
}

/** How long what the page shows holds: until its `holdsUntil` (none, if this clock is behind the page's minute). */
function holdsFor(state: GuestPageState): number {
  const now = Date.now();
  return now < state.now - (state.now % MINUTE_MS) ? 0 : Math.max(0, state.holdsUntil - now);
}

/** A menu's restaurant and menu, when the page shows one (a menu not found has no version). */
function shownMenu({ route, version }: GuestPageState): { restaurantId: string; menuId: string } | null {
  return route.screen === 'menu' && version !== null
    ? { restaurantId: route.restaurantId, menuId: route.menuId }
    : null;
}

/** Once loaded: the worker, the chunk fetched (not run) and the data read, the menu's changes heard, and a plan. */
function afterLoad(state: GuestPageState): void {
  subscribeOfflineAsOf(() => start(false));
  registerGuestOffline([hydrateUrl, `${API_PREFIX}${guestPageRead(state.route)}`]);
  // Read now, so a guest's first tap waits for the chunk alone: a failure is read again then.
  void readOnce(state).catch(() => undefined);
  const prefetch = document.createElement('link');
  prefetch.rel = 'prefetch';
  prefetch.as = 'script';
  prefetch.href = hydrateUrl;
  document.head.append(prefetch);
  const menu = shownMenu(state);
  // Once hydrating, the live page opens its own stream.
  if (menu && !started) listenBeforeLive(menu.restaurantId, () => start(true));
  if (!asRendered(state)) start(false);
  else setTimeout(() => start(false), holdsFor(state));
}

if (root && rendered) {
  // A subdomain's landing (`/app/`) shows its restaurant's page: the address says which, as the shell's would.
  if (currentPath() !== rendered.path) window.history.replaceState(null, '', `${WEB_BASE_PATH}${rendered.path}`);
  // The owner's preview moves its instant in the fragment: the live page's clock follows it.
  window.addEventListener('hashchange', () => {
    if (previewInstant(window.location.hash) !== null) start(false);
  });
  document.addEventListener('click', onPress, true);
  for (const type of INPUTS) document.addEventListener(type, onInput, true);
  for (const type of INTENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
  takeOverEarlyInput();
  // Counted now, before anything could make the page live (the live page would count it otherwise).
  const menu = shownMenu(rendered);
  if (menu) countMenuViewBeforeLive(menu.restaurantId, menu.menuId);
  const idle = () => {
    const later = () => afterLoad(rendered);
    if ('requestIdleCallback' in window) window.requestIdleCallback(later);
    else later();
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
