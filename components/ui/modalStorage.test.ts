import {
  MODAL_STORAGE_KEY,
  clearStoredModalType,
  getStoredModalType,
  setStoredModalType,
} from './modalStorage';

const readTemp = () => JSON.parse(localStorage.getItem(MODAL_STORAGE_KEY) ?? 'null') as unknown;

describe('modalStorage (localStorage temp.modalType)', () => {
  beforeEach(() => localStorage.clear());

  it('uses the key "temp"', () => {
    expect(MODAL_STORAGE_KEY).toBe('temp');
  });

  it('writes {"modalType": ...} when temp is absent', () => {
    setStoredModalType('login');
    expect(localStorage.getItem('temp')).toBe('{"modalType":"login"}');
    expect(getStoredModalType()).toBe('login');
  });

  it('merges into an existing temp object and overwrites an older modalType', () => {
    localStorage.setItem('temp', JSON.stringify({ step: 2, modalType: 'login' }));
    setStoredModalType('password-reset');
    expect(readTemp()).toEqual({ step: 2, modalType: 'password-reset' });
  });

  it('replaces a temp value that is not a JSON object', () => {
    localStorage.setItem('temp', 'not json');
    setStoredModalType('signup');
    expect(readTemp()).toEqual({ modalType: 'signup' });
    localStorage.setItem('temp', '[1,2]');
    setStoredModalType('no-active');
    expect(readTemp()).toEqual({ modalType: 'no-active' });
  });

  it('clearing removes modalType but keeps the other fields', () => {
    localStorage.setItem('temp', JSON.stringify({ step: 2, modalType: 'signup' }));
    clearStoredModalType();
    expect(readTemp()).toEqual({ step: 2 });
    expect(getStoredModalType()).toBeNull();
  });

  it('clearing removes temp entirely when nothing else is left', () => {
    setStoredModalType('login');
    clearStoredModalType();
    expect(localStorage.getItem('temp')).toBeNull();
  });

  it('clearing with a type leaves a different stored type alone', () => {
    setStoredModalType('signup');
    clearStoredModalType('login');
    expect(getStoredModalType()).toBe('signup');
    clearStoredModalType('signup');
    expect(getStoredModalType()).toBeNull();
  });

  it('ignores an unknown stored modalType', () => {
    localStorage.setItem('temp', JSON.stringify({ modalType: 'other' }));
    expect(getStoredModalType()).toBeNull();
  });
});
