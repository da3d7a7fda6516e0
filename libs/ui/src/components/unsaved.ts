import { createContext, useContext } from 'react';

/**
 * What leaving a form's edits before they are saved does: `guarded` (the default) asks first, whether a dialog is
 * closed, the app goes to another page or the tab is closed; `kept` asks only when the tab closes (the restaurant
 * wizard keeps a draft for the tab); `free` never asks (a search, a login: nothing of the owner's is lost).
 */
export type FormEdits = 'guarded' | 'kept' | 'free';

/** Marks a form holding edits not saved yet, with its FormEdits: the one place leaving looks. */
export const EDITED = 'data-edited';

/** Marks a control that saves itself when changed (a sold-out select in a row): changing it edits no form. */
export const SAVES_ITSELF = 'data-saves-itself';

/** Whether `root` holds a form whose edits leaving would lose: guarded ones, or (the tab closing) kept ones too. */
export function unsavedIn(root: ParentNode, closingTab = false): boolean {
  return root.querySelector(closingTab ? `form[${EDITED}]` : `form[${EDITED}="guarded"]`) !== null;
}

/**
 * Tells the form around a control that the owner changed it without an input event the form can hear (a row added or
 * removed by a button, a photo cropped by dragging).
 */
export const FormEditContext = createContext<() => void>(() => undefined);
export const useFormEdit = () => useContext(FormEditContext);

/** Leaves the dialog around (its Cancel), asking first when a form in it holds edits; outside a Modal, leaves. */
export const LeaveContext = createContext<(leave: () => void) => void>((leave) => leave());
export const useLeave = () => useContext(LeaveContext);
