/** Local-storage key that holds the open side-panel modal (SPEC §2: temp.modalType). */
export const MODAL_STORAGE_KEY = 'temp';

export const MODAL_TYPES = ['login', 'password-reset', 'signup', 'no-active'] as const;
export type ModalType = (typeof MODAL_TYPES)[number];

type TempRecord = Record<string, unknown>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // access denied (privacy settings)
  }
}

function readTemp(store: Storage): TempRecord {
  const raw = store.getItem(MODAL_STORAGE_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as TempRecord) : {};
  } catch {
    return {};
  }
}

function writeTemp(store: Storage, value: TempRecord): void {
  try {
    if (Object.keys(value).length === 0) store.removeItem(MODAL_STORAGE_KEY);
    else store.setItem(MODAL_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // quota exceeded or storage disabled: the modal still works, only the hint is lost
  }
}

function isModalType(value: unknown): value is ModalType {
  return typeof value === 'string' && (MODAL_TYPES as readonly string[]).includes(value);
}

/** The modal type currently recorded in `temp`, if any. */
export function getStoredModalType(): ModalType | null {
  const store = storage();
  if (!store) return null;
  const value = readTemp(store).modalType;
  return isModalType(value) ? value : null;
}

/** Records the open modal in `temp.modalType`, keeping the other fields of `temp`. */
export function setStoredModalType(modalType: ModalType): void {
  const store = storage();
  if (!store) return;
  writeTemp(store, { ...readTemp(store), modalType });
}

/**
 * Removes `modalType` from `temp` (and `temp` itself once it is empty).
 * With `onlyIf`, it is removed only when it still names that type, so closing one
 * panel never erases the record of another panel that opened in the same update.
 */
export function clearStoredModalType(onlyIf?: ModalType): void {
  const store = storage();
  if (!store) return;
  const temp = readTemp(store);
  if (!('modalType' in temp)) return;
  if (onlyIf && temp.modalType !== onlyIf) return;
  const rest = { ...temp };
  delete rest.modalType;
  writeTemp(store, rest);
}
