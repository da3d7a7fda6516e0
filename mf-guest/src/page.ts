// The browser entry of a page the server rendered, kept tiny: the page reads, its links and its language form work
// before any of React arrives. React and the guest screens (hydrate.tsx, a chunk of their own, fetched once the page
// has loaded) take the page over only when something needs them:
// - the guest's first input (a press, a key, focus): hydrated at once, and the press on a button that needs script
//   (a dish, dark mode) held and replayed on the live page; ticked boxes and a language chosen meanwhile are applied;
// - the page as rendered is not what this guest should see: choices stored in this browser (language, allergen
//   filter, dark mode), a dark device (the toggle's state), a clock that disagrees with the page's instant, or a copy
//   the service worker answered offline ("as of HH:MM");
// - the minute turning: menus' "open now" and "opens at" may read differently from then on.
// So a guest who only reads costs their phone no framework work, and a page is never inert to a guest who acts.
import { GUEST_PAGE_DATA_ID, GUEST_PAGE_ROOT_ID, WEB_BASE_PATH, type GuestPageState } from '@carta/contracts';
import { DARK_STORAGE_KEY, LANGUAGE_STORAGE_KEY } from './common/stored-choices';
import { FILTER_STORAGE_KEY } from './menu/allergens';
import { currentPath } from './navigated';
import { registerGuestOffline, subscribeOfflineAsOf } from './offline/register';

/** What a guest does that should find the page live. */
const INTENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** Buttons do nothing without script: the first press waits for the live page, then is replayed. */
const SCRIPTED_BUTTON = 'button:not([type="submit"])';
/** Choices this browser remembers that the server could not know. */
const STORED_CHOICES = [LANGUAGE_STORAGE_KEY, DARK_STORAGE_KEY, FILTER_STORAGE_KEY];
const MINUTE_MS = 60_000;
const HYDRATE_CHUNK = 'guest-hydrate';

const root = document.getElementById(GUEST_PAGE_ROOT_ID);
const data = document.getElementById(GUEST_PAGE_DATA_ID);
const hydrateUrl = `${__webpack_public_path__}${__webpack_get_script_filename__(HYDRATE_CHUNK)}`;

let held: (() => void) | null = null;
/** Languages chosen before the page was live: made again on the live page. */
const chosen = new Map<HTMLSelectElement, string>();
let hydrated = false;
let started = false;

function onPress(event: MouseEvent): void {
  if (hydrated) return;
  const button = event.target instanceof Element ? event.target.closest(SCRIPTED_BUTTON) : null;
  if (!(button instanceof HTMLElement) || !root?.contains(button)) return;
  event.preventDefault();
  event.stopPropagation();
  held ??= () => button.click();
  start(true);
}

function onChange(event: Event): void {
  if (hydrated) return;
  const target = event.target;
  if (!(target instanceof Element) || !root?.contains(target)) return;
  if (target instanceof HTMLSelectElement) chosen.set(target, target.value);
  start(true);
}

/** The next task: the live page has rendered what the last replayed change did before the next one is told. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * What the guest changed before the page was live, told to it one change at a time: a box or option ticked (React
 * kept the box as the guest left it but not its own state: untick it through the element, whose setter React
 * watches, and tick it again as a click), a language chosen (the list shows it, React's state is still the
 * rendered one), then the press held.
 */
async function replayEarlyInput(): Promise<void> {
  const changes: (() => void)[] = [];
  for (const input of root?.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]') ?? []) {
    const changed =
      input.type === 'radio' ? input.checked && !input.defaultChecked : input.checked !== input.defaultChecked;
    if (changed)
      changes.push(() => {
        input.checked = !input.checked;
        input.click();
      });
  }
  for (const [select, value] of chosen)
    changes.push(() => {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  chosen.clear();
  if (held) changes.push(held);
  held = null;
  for (const change of changes) {
    change();
    await nextTask();
  }
}

function onIntent(): void {
  start(true);
}

/** `urgent`: a guest is waiting; otherwise hydration yields to the browser as it goes. */
function start(urgent: boolean): void {
  if (started || !root || !data?.textContent) return;
  started = true;
  for (const type of INTENTS) document.removeEventListener(type, onIntent, true);
  const state = JSON.parse(data.textContent) as GuestPageState;
  void import(/* webpackChunkName: "guest-hydrate" */ './hydrate')
    .then(({ hydrateGuestPage }) => hydrateGuestPage(root, state, urgent))
    .then(() => {
      hydrated = true;
      document.removeEventListener('click', onPress, true);
      document.removeEventListener('change', onChange, true);
      return replayEarlyInput();
    });
}

function storedChoice(): boolean {
  try {
    return STORED_CHOICES.some((key) => localStorage.getItem(key) !== null);
  } catch {
    return false;
  }
}

/** How long what the page shows holds: until the minute of its instant turns (now, if the clock disagrees). */
function holdsFor(state: GuestPageState): number {
  const wait = MINUTE_MS - (state.now % MINUTE_MS) - (Date.now() - state.now);
  return wait > 0 && wait <= MINUTE_MS ? wait : 0;
}

/** Once loaded: the worker, the chunk fetched (not run) for a quick first input and a reload offline, and a plan. */
function afterLoad(): void {
  const state = JSON.parse(data?.textContent ?? 'null') as GuestPageState | null;
  if (!state) return;
  subscribeOfflineAsOf(() => start(false));
  registerGuestOffline([hydrateUrl]);
  const prefetch = document.createElement('link');
  prefetch.rel = 'prefetch';
  prefetch.as = 'script';
  prefetch.href = hydrateUrl;
  document.head.append(prefetch);
  const holds = holdsFor(state);
  if (holds === 0 || storedChoice() || window.matchMedia('(prefers-color-scheme: dark)').matches) start(false);
  else setTimeout(() => start(false), holds);
}

if (root && data?.textContent) {
  // A subdomain's landing (`/app/`) shows its restaurant's page: the address says which, as the shell's would.
  const { path } = JSON.parse(data.textContent) as GuestPageState;
  if (currentPath() !== path) window.history.replaceState(null, '', `${WEB_BASE_PATH}${path}`);
  document.addEventListener('click', onPress, true);
  document.addEventListener('change', onChange, true);
  for (const type of INTENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(afterLoad) : afterLoad());
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
