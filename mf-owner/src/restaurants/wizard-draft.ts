import { EMPTY_RESTAURANT, type WizardValues } from './wizard-model';

/**
 * What the owner typed in the restaurant wizard, kept for the browser tab (a reload, Back and Forward, leaving the
 * wizard and coming back) until it is saved or discarded. Per account and per restaurant ('new' for a new one).
 * Chosen files (logo, cover) cannot be kept: they last while the wizard is open.
 */
const keyOf = (userId: string, restaurantId: string | undefined) => `carta:wizard:${userId}:${restaurantId ?? 'new'}`;

/** The kept draft, or null when there is none (or it is not one: another version's, edited by hand). */
export function readDraft(userId: string, restaurantId: string | undefined): WizardValues | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(keyOf(userId, restaurantId)) ?? 'null') as unknown;
    if (typeof kept !== 'object' || kept === null) return null;
    const values = kept as Record<string, unknown>;
    const whole = Object.keys(EMPTY_RESTAURANT).every((field) => typeof values[field] === 'string');
    return whole ? (kept as WizardValues) : null;
  } catch {
    return null;
  }
}

export function keepDraft(userId: string, restaurantId: string | undefined, values: WizardValues): void {
  try {
    sessionStorage.setItem(keyOf(userId, restaurantId), JSON.stringify(values));
  } catch {
    // Storage refused (full, private mode): the wizard still works, only without surviving a reload.
  }
}

export function dropDraft(userId: string, restaurantId: string | undefined): void {
  try {
    sessionStorage.removeItem(keyOf(userId, restaurantId));
  } catch {
    // nothing was kept
  }
}
